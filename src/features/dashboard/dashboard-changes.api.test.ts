// Cancel and modify from the dashboard over the real routes (middleware, file-system router), on a real
// database file, with the e-mails read from a real SMTP listener and parsed.
import { describe, expect, it, vi } from 'vitest';
import { seedPerformers } from '@db/seed/performers';
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import type { AdvanceStatus } from '@db/statuses';
import { getDb } from '@/lib/server/db';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { useSmtp, useSettings } from '@test/hooks';
import { bookAndConfirm, confirmTokenIn } from '@test/bookings';
import { bookingRequestSchema } from '@/features/booking/booking.schema';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { formatAgencyDay } from '@/lib/dates';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from './dashboard-auth.server';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp({ clearEachTest: true });

const performer = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
let seq = 0;
/** A pending booking of its own address, and a browser signed in to that address's dashboard. */
function pendingBooking(over: Record<string, unknown> = {}) {
  const email = `dash${++seq}@example.com`;
  const id = bookAndConfirm(
    getDb(),
    bookingRequestSchema.parse({
      customerName: 'Dana Dash',
      customerEmail: email,
      customerPhone: '0812345678',
      location: 'bangkok',
      address: '1 Silom Road',
      venueType: 'hotel',
      soundSystem: 'no',
      occasion: 'birthday',
      eventDate: addDays(todayInBangkok(), 20 + seq),
      eventTime: '20:00',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [performer('Arthit')],
      performanceStyle: 'topless',
      ...over,
    }),
  );
  const browser = new TestClient(`10.66.0.${seq}`);
  browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
  return { id, email, browser };
}

describe('modify from the dashboard', () => {
  it('refuses a time earlier today in Bangkok with the past-date message, and accepts a later time', async () => {
    const { id, browser } = pendingBooking();
    const today = todayInBangkok();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T19:20:00+07:00`));
    try {
      const change = { eventDate: today, eventTime: '08:00', venueType: 'hotel', address: '1 Silom Road' };
      const early = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: change });
      expect(early.status).toBe(400);
      expect(early.body).toMatchObject({
        error: 'Event time cannot be in the past',
        issues: [{ path: 'eventTime', message: 'Event time cannot be in the past' }],
      });
      const later = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: { ...change, eventTime: '21:00' } });
      expect(later).toMatchObject({ status: 200, body: { eventDate: today, eventTime: '21:00' } });
    } finally {
      vi.useRealTimers();
    }
    // The change's two e-mails (customer and agency) are delivered before the next test clears the inbox.
    await expect.poll(() => smtp.messages.length).toBe(2);
  });
});

describe("the dashboard's refusals", () => {
  it('answer their English error with a stable code: no session (401), a booking no longer pending (409)', async () => {
    const { id, browser } = pendingBooking();
    const stranger = await new TestClient('10.66.1.1').call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} });
    expect(stranger).toMatchObject({ status: 401 });
    expect(stranger.body).toEqual({ error: 'Please sign in with the link we e-mailed you', code: 'sign_in_needed', params: {} });
    expect((await browser.call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} })).status).toBe(200);
    const again = await browser.call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} });
    expect(again).toMatchObject({ status: 409 });
    expect(again.body).toEqual({ error: 'Only pending bookings can be changed', code: 'booking_not_pending', params: {} });
    // The cancel's two e-mails are delivered before the next test clears the inbox.
    await expect.poll(() => smtp.messages.length).toBe(2);
  });
});

/** The label/value rows of the plain-text block headed `title` (the layout writes headings upper case, then one `Label: value` per line). */
function block(text: string | undefined, title: string): Record<string, string> | undefined {
  const found = (text ?? '').split(/\n\n/).find((part) => part.split('\n')[0] === title.toUpperCase());
  if (!found) return undefined;
  return Object.fromEntries(
    found
      .split('\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );
}
const mailTo = (to: string) => smtp.messages.find((m) => m.envelopeTo.includes(to));

describe('e-mails after a dashboard change', () => {
  it('a cancel tells the customer, with the booking details and its link, and the agency', async () => {
    const { id, email, browser } = pendingBooking();
    const ref = id.slice(-8).toUpperCase();
    expect((await browser.call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} })).status).toBe(200);
    await expect.poll(() => smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['agency@example.test', email]);
    const mail = mailTo(email)!.parsed;
    expect(mail.subject).toBe(`Your booking ${ref} is cancelled`);
    expect(mail.text).toContain(`As you asked, booking ${ref} is cancelled.`);
    expect(block(mail.text, 'Event Details')).toMatchObject({
      Time: '20:00',
      City: 'Bangkok',
      Address: '1 Silom Road',
      'Venue Type': 'Hotel Suite',
    });
    expect(mail.text).toContain(`View your booking:\nhttp://localhost:4321/booking/${id}/summary`);
    expect(mail.html).toContain(`href="http://localhost:4321/booking/${id}/summary"`);
    expect(block(mail.text, 'What changed')).toBeUndefined();
    expect(mailTo('agency@example.test')!.parsed.subject).toBe(`Prenotazione ${ref} annullata dal cliente`);
  });

  it('a cancel with the advance reported or received says what happens to it under the 72-hour terms, to both', async () => {
    const setAdvance = (id: string, status: AdvanceStatus) =>
      getDb().update(bookings).set({ advanceStatus: status }).where(eq(bookings.id, id)).run();
    // 20 days ahead: the advance can move to a new date; the agency learns a refund may be due.
    const early = pendingBooking();
    setAdvance(early.id, 'received');
    expect((await early.browser.call('POST', `/api/dashboard/bookings/${early.id}/cancel`, { json: {} })).status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(2);
    expect(mailTo(early.email)!.parsed.text).toContain(
      'Your advance of ฿2,100: you cancelled more than 72 hours before the event, so as our terms say, the advance can be moved to a new date within 6 months.',
    );
    const agency = mailTo('agency@example.test')!.parsed.text;
    expect(agency).toContain("L'acconto di ฿2,100 è stato ricevuto. Annullata più di 72 ore prima dell'evento");
    expect(agency).toContain('può essere dovuto un rimborso');
    smtp.messages.length = 0;

    // Tomorrow: within 72 hours, not refundable.
    const late = pendingBooking({ eventDate: addDays(todayInBangkok(), 1), eventTime: '23:00' });
    setAdvance(late.id, 'reported');
    expect((await late.browser.call('POST', `/api/dashboard/bookings/${late.id}/cancel`, { json: {} })).status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(2);
    expect(mailTo(late.email)!.parsed.text).toContain('the advance is not refundable for cancellations within 72 hours of the event.');
    expect(mailTo('agency@example.test')!.parsed.text).toContain(
      "Il cliente ha segnalato il pagamento dell'acconto di ฿2,100 (non ancora verificato). Annullata entro 72 ore",
    );
    smtp.messages.length = 0;

    // Nothing paid: nothing said about an advance.
    const unpaid = pendingBooking();
    expect((await unpaid.browser.call('POST', `/api/dashboard/bookings/${unpaid.id}/cancel`, { json: {} })).status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(2);
    expect(smtp.messages.map((m) => m.parsed.text).join('\n')).not.toContain('Your advance');
  });

  it('a change tells the agency and the customer old → new for each changed field, and only those', async () => {
    const { id, email, browser } = pendingBooking();
    const ref = id.slice(-8).toUpperCase();
    const before = (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === id);
    const newDate = addDays(before.eventDate, 1);
    const change = { eventDate: newDate, eventTime: '21:30', venueType: 'hotel', address: '9 Sathorn Road', specialRequests: '' };
    expect((await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: change })).status).toBe(200);
    await expect.poll(() => smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['agency@example.test', email]);
    const longDate = (d: string) =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      );
    const changed = {
      Date: `${longDate(before.eventDate)} → ${longDate(newDate)}`,
      Time: '20:00 → 21:30',
      Address: '1 Silom Road → 9 Sathorn Road',
    };
    // The agency reads dates in Italian too ('sab 12 dic 2026').
    const agencyDates = `${formatAgencyDay(before.eventDate)} → ${formatAgencyDay(newDate)}`;
    const agency = mailTo('agency@example.test')!.parsed;
    // The agency reads its e-mail in Italian, the summary's labels included; the customer's stays English.
    expect(agency.subject).toBe(`Prenotazione ${ref} modificata dal cliente`);
    expect(agency.text).toContain(`Il cliente ha modificato la prenotazione ${ref}.`);
    expect(block(agency.text, 'Cosa è cambiato')).toEqual({ Data: agencyDates, Ora: changed.Time, Indirizzo: changed.Address });
    expect(block(agency.text, 'Evento')).toMatchObject({ Ora: '21:30', Indirizzo: '9 Sathorn Road', Città: 'Bangkok' });
    expect(agency.text).not.toMatch(/What changed|Event Details|Customer Information/i);
    expect(agency.html).toContain('1 Silom Road → 9 Sathorn Road');
    const customer = mailTo(email)!.parsed;
    expect(customer.subject).toBe(`Your booking ${ref} has been changed`);
    expect(block(customer.text, 'What changed')).toEqual(changed);
    expect(block(customer.text, 'Event Details')).toMatchObject({ Time: '21:30', Address: '9 Sathorn Road' });
    expect(customer.html).toContain(`href="http://localhost:4321/booking/${id}/summary"`);
  });
});

describe('the phone number', () => {
  it('the customer changes it from the dashboard; both e-mails show old → new; a bad number is refused', async () => {
    const { id, email, browser } = pendingBooking();
    const before = (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === id);
    const same = { eventDate: before.eventDate, eventTime: '20:00', venueType: 'hotel', address: '1 Silom Road', specialRequests: '' };
    const bad = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: { ...same, customerPhone: 'call me' } });
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'customerPhone', message: 'Please enter a valid phone number' }] } });
    const changed = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: { ...same, customerPhone: '+66 89 999 0000' } });
    expect(changed).toMatchObject({ status: 200, body: { customerPhone: '+66 89 999 0000' } });
    await expect.poll(() => smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['agency@example.test', email]);
    expect(block(mailTo(email)!.parsed.text, 'What changed')).toEqual({ Phone: '0812345678 → +66 89 999 0000' });
    expect(block(mailTo('agency@example.test')!.parsed.text, 'Cosa è cambiato')).toEqual({ Telefono: '0812345678 → +66 89 999 0000' });
  });
});

describe('saving the dashboard form unchanged', () => {
  it('sends no e-mail: only a real change is announced', async () => {
    const { id, email, browser } = pendingBooking();
    const before = (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === id);
    const same = { eventDate: before.eventDate, eventTime: '20:00', venueType: 'hotel', address: '1 Silom Road', specialRequests: '' };
    expect((await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: same })).status).toBe(200);
    // The route answers after its e-mails went out: a real change next, then only its two e-mails are there.
    expect((await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: { ...same, eventTime: '18:00' } })).status).toBe(200);
    await expect.poll(() => smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['agency@example.test', email]);
    expect(block(mailTo(email)!.parsed.text, 'What changed')).toEqual({ Time: '20:00 → 18:00' });
    expect(block(mailTo('agency@example.test')!.parsed.text, 'Cosa è cambiato')).toEqual({ Ora: '20:00 → 18:00' });
  });
});

describe("the agency's new-booking e-mail", () => {
  it('has Reply-To the customer, like contact messages', async () => {
    const email = 'reply.me@example.com';
    const customer = new TestClient('10.66.1.1');
    const booked = await customer.call('POST', '/api/bookings', {
      json: {
        customerName: 'Rita Reply',
        customerEmail: email,
        customerPhone: '0812345678',
        location: 'bangkok',
        address: '3 Wireless Road',
        venueType: 'hotel',
        soundSystem: 'no',
        occasion: 'birthday',
        eventDate: addDays(todayInBangkok(), 90),
        eventTime: '20:00',
        selectedMaleStripper: 'topless',
        selectedToplessWaiter: 'none',
        stripperIds: [performer('Kenji')],
        performanceStyle: 'topless',
      },
    });
    expect(booked.status).toBe(201);
    const token = confirmTokenIn(smtp.messages, email);
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
    await expect
      .poll(() => mailTo('agency@example.test')?.parsed.subject)
      .toBe(`Nuova richiesta di prenotazione ${booked.body.id.slice(-8).toUpperCase()}`);
    expect(mailTo('agency@example.test')!.parsed.text).toContain('attende la conferma');
    expect(block(mailTo('agency@example.test')!.parsed.text, 'Cliente')).toMatchObject({ 'E-mail': email });
    expect(mailTo('agency@example.test')!.parsed.replyTo).toEqual([expect.objectContaining({ address: email })]);
  });
});

describe("the booking's history (Storico)", () => {
  it("keeps the customer's own changes and cancellation, by 'cliente', without their address or phone", async () => {
    const { id, browser } = pendingBooking();
    const before = (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === id);
    const moved = addDays(before.eventDate, 1);
    const change = {
      eventDate: moved,
      eventTime: '21:30',
      venueType: 'hotel',
      address: '9 Sathorn Road',
      customerPhone: '+66 89 111 2222',
    };
    expect((await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: change })).status).toBe(200);
    expect((await browser.call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} })).status).toBe(200);
    const admin = new TestClient('10.66.1.1');
    await admin.loginAdmin(TEST_PASSWORD);
    const history = (await admin.call('GET', `/api/admin/bookings/${id}/history`)).body as {
      actor: string;
      action: string;
      changes: unknown[];
    }[];
    expect(history.map(({ actor, action, changes }) => ({ actor, action, changes }))).toEqual([
      {
        actor: 'cliente',
        action: 'bookings.customer-update',
        changes: [
          { field: 'eventDate', from: before.eventDate, to: moved },
          { field: 'eventTime', from: '20:00', to: '21:30' },
          { field: 'address' },
          { field: 'customerPhone' },
        ],
      },
      { actor: 'cliente', action: 'bookings.customer-cancel', changes: [{ field: 'status', from: 'pending', to: 'cancelled' }] },
    ]);
    expect(JSON.stringify(history)).not.toMatch(/Sathorn|Silom|2222|Dana/);
  });
});
