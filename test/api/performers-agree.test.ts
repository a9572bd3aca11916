// A booking's performers are stored once (booking_performers) and read everywhere from there: after each
// writer (the request, the customer's dashboard edit, the desk's edit, the confirmation with a new line-up,
// the replacement), through the real routes on a real database, every reader names the same performers in
// the same roles, every slot has the booking's time, and the row keeps no copy of them. A performer deleted
// later holds nothing, and his bookings still name him until a new line-up of his role replaces him.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPerformers, bookings, type PerformerRole } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { useSmtp, useSettings } from '@test/hooks';
import { confirmTokenIn } from '@test/bookings';
import { addDays, minuteOfDay, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { performerBookings } from '@/features/performer-portal/performer-bookings.server';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp();
const admin = useAdminClient('203.0.113.140');

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const nameOf = (performerId: string) => seedPerformers.find((p) => p.id === performerId)!.name;
const eventDate = addDays(todayInBangkok(), 35);

/** What every reader says of a booking's performers, by role (names in order), with what is stored. */
async function readers(bookingId: string) {
  const row = getDb().select().from(bookings).where(eq(bookings.id, bookingId)).get()!;
  const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, bookingId)).all();
  const names = (list: { name: string }[] | undefined) => (list ?? []).map((p) => p.name);
  const byRole = (role: PerformerRole) => slots.filter((s) => s.role === role).map((s) => nameOf(s.performerId));

  // The customer's summary and e-mails are made from the view GET /api/bookings/{id} answers.
  const { services } = (await new TestClient('198.51.100.140').call('GET', `/api/bookings/${bookingId}`)).body;
  const adminView = (await admin.call('GET', `/api/admin/bookings/${bookingId}`)).body;
  const csv = parse<Record<string, string>>((await admin.call('GET', '/api/admin/bookings/export.csv')).text, { bom: true, columns: true });
  const line = csv.find((record) => record['Riferimento'] === bookingReference(bookingId))!;
  const calendar = (await admin.call('GET', `/api/admin/calendar?from=${row.eventDate}&to=${row.eventDate}`)).body.bookings.find(
    (b: { id: string }) => b.id === bookingId,
  );
  const calendarRole = (role: PerformerRole) =>
    calendar.performers.filter((p: { role: string }) => p.role === role).map((p: { name: string }) => p.name);
  // Each performer's portal shows the booking with the others on it.
  const onBooking = [...new Set(slots.map((s) => s.performerId))];
  const portals = onBooking.map((performerId) => {
    const seen = performerBookings(getDb(), performerId).upcoming.find((b) => b.reference === bookingReference(bookingId));
    return { name: nameOf(performerId), roles: seen?.roles, others: seen?.otherPerformers };
  });

  return {
    stored: { stripper: byRole('stripper'), waiter: byRole('waiter') },
    slotTimes: [...new Set(slots.map((s) => `${s.eventDate} ${s.startMinute}-${s.endMinute}`))],
    rowTime: `${row.eventDate} ${minuteOfDay(row.eventTime)}-${minuteOfDay(row.eventTime) + row.duration}`,
    copies: { additionalData: row.additionalData, columns: Object.keys(row).filter((key) => /^performer(Id|Name)$/.test(key)) },
    customer: { stripper: names(services?.selectedStrippers), waiter: names(services?.selectedWaiters) },
    admin: { stripper: adminView.stripperIds.map(nameOf), waiter: adminView.waiterIds.map(nameOf) },
    csv: { stripper: line['Spogliarellisti'], waiter: line['Camerieri in topless'] },
    calendar: { stripper: calendarRole('stripper').sort(), waiter: calendarRole('waiter').sort() },
    portals,
  };
}

/** Every reader names `expected` (by role), every slot has the booking's time, and no copy of them is kept on the row. */
async function expectAgreement(bookingId: string, expected: Record<PerformerRole, string[]>) {
  const seen = await readers(bookingId);
  expect(seen.stored).toEqual(expected);
  expect(seen.customer).toEqual(expected);
  expect(seen.admin).toEqual(expected);
  expect(seen.csv).toEqual({ stripper: expected.stripper.join(', '), waiter: expected.waiter.join(', ') });
  // The calendar lists a performer once, by name.
  expect(seen.calendar).toEqual({ stripper: [...expected.stripper].sort(), waiter: [...expected.waiter].sort() });
  const everyone = [...new Set([...expected.stripper, ...expected.waiter])];
  expect(seen.portals).toEqual(
    everyone.map((name) => ({
      name,
      roles: (['stripper', 'waiter'] as const).filter((role) => expected[role].includes(name)),
      others: everyone.filter((other) => other !== name).sort(),
    })),
  );
  expect(seen.slotTimes).toEqual([seen.rowTime]);
  expect(seen.copies.columns).toEqual([]);
  expect(seen.copies.additionalData).not.toMatch(/selectedStrippers|selectedWaiters/);
  for (const name of everyone) expect(seen.copies.additionalData).not.toContain(name);
}

describe("a booking's performers", () => {
  it('agree everywhere after the request, the dashboard edit, the desk edit, the confirmation and the replacement', async () => {
    // The request (POST /api/bookings) and its confirm link: the booking holds Arthit and Jake.
    const customer = new TestClient('198.51.100.141');
    const request = {
      customerName: 'Pat Agree',
      customerEmail: 'pat.agree@example.com',
      customerPhone: '+66 81 234 0000',
      location: 'bangkok',
      address: '8 Sukhumvit Soi 8',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'birthday',
      eventDate,
      eventTime: '20:00',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'sexy-host',
      stripperIds: [id('Arthit')],
      waiterIds: [id('Jake')],
      performanceStyle: 'topless',
    };
    const booked = await customer.call('POST', '/api/bookings', { json: request });
    expect(booked.status).toBe(201);
    const bookingId: string = booked.body.id;
    const token = confirmTokenIn(smtp.messages, 'pat.agree@example.com');
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
    await expectAgreement(bookingId, { stripper: ['Arthit'], waiter: ['Jake'] });

    // The customer moves the time from the dashboard: the same performers, every slot moved.
    customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), 'pat.agree@example.com'), options: {} });
    const moved = await customer.call('PATCH', `/api/dashboard/bookings/${bookingId}`, {
      json: { eventDate, eventTime: '21:30', venueType: 'hotel', address: '8 Sukhumvit Soi 8' },
    });
    expect(moved.status).toBe(200);
    await expectAgreement(bookingId, { stripper: ['Arthit'], waiter: ['Jake'] });

    // The desk changes both roles.
    const edited = await admin.mutate('PATCH', `/api/admin/bookings/${bookingId}`, {
      stripperIds: [id('Ryan')],
      waiterIds: [id('Nont')],
      notifyCustomer: false,
    });
    expect(edited.status).toBe(200);
    await expectAgreement(bookingId, { stripper: ['Ryan'], waiter: ['Nont'] });

    // The confirmation with a new stripper: the e-mail names him too.
    const confirmed = await admin.mutate('POST', `/api/admin/bookings/${bookingId}/send-confirmation`, {
      cashAmount: edited.body.cashAmount,
      updates: { stripperIds: [id('Daniel')] },
    });
    expect(confirmed.status).toBe(200);
    await expectAgreement(bookingId, { stripper: ['Daniel'], waiter: ['Nont'] });
    const confirmation = smtp.messages.findLast((m) => m.envelopeTo.includes('pat.agree@example.com'))!;
    expect(confirmation.parsed.text).toContain('TOPLESS (Daniel)');
    expect(confirmation.parsed.text).toContain('SEXY HOST (Nont)');

    // The replacement of the waiter.
    const replaced = await admin.mutate('POST', `/api/admin/bookings/${bookingId}/replace`, { from: id('Nont'), to: id('Kenji') });
    expect(replaced.status).toBe(200);
    await expectAgreement(bookingId, { stripper: ['Daniel'], waiter: ['Kenji'] });
  });

  it('still name a performer deleted since, who holds nothing, until a new line-up of his role replaces him', async () => {
    // A performer of Bangkok, made for this test, on a confirmed booking with Kenji.
    const created = await admin.mutate('POST', '/api/admin/performers', {
      name: 'Leaving Leo',
      description: 'Short stay.',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
      location: 'bangkok',
      tags: ['Male Stripper'],
      availableFor: ['topless'],
    });
    const leo: string = created.body.id;
    const booked = await admin.mutate('POST', '/api/admin/bookings', {
      customerName: 'Desk Customer',
      customerEmail: 'desk.agree@example.com',
      location: 'bangkok',
      address: '1 Silom Road',
      venueType: 'hotel',
      soundSystem: 'yes',
      occasion: 'birthday',
      eventDate: addDays(eventDate, 1),
      eventTime: '20:00',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'sexy-host',
      stripperIds: [leo],
      waiterIds: [id('Kenji')],
      performanceStyle: 'topless',
      notifyCustomer: false,
    });
    expect(booked.status).toBe(201);
    const bookingId: string = booked.body.id;

    expect((await admin.mutate('DELETE', `/api/admin/performers/${leo}`)).status).toBe(200);
    // He holds no slot; the customer's summary still names him, and the agency sees him marked.
    expect(getDb().select().from(bookingPerformers).where(eq(bookingPerformers.performerId, leo)).all()).toEqual([]);
    const view = (await new TestClient('198.51.100.142').call('GET', `/api/bookings/${bookingId}`)).body;
    expect(view.services.selectedStrippers.map((p: { name: string }) => p.name)).toEqual(['Leaving Leo']);
    expect(view.services.selectedWaiters.map((p: { name: string }) => p.name)).toEqual(['Kenji']);
    const details = (await admin.call('GET', `/api/admin/bookings/${bookingId}`)).body;
    expect(details).toMatchObject({
      stripperIds: [],
      waiterIds: [id('Kenji')],
      formerPerformers: [{ name: 'Leaving Leo', role: 'stripper' }],
    });
    const csv = parse<Record<string, string>>((await admin.call('GET', '/api/admin/bookings/export.csv')).text, {
      bom: true,
      columns: true,
    });
    expect(csv.find((record) => record['Riferimento'] === bookingReference(bookingId))).toMatchObject({
      Spogliarellisti: 'Leaving Leo (eliminato)',
      'Camerieri in topless': 'Kenji',
    });

    // The desk gives the role a new stripper: Leo's name goes, Kenji stays.
    const edited = await admin.mutate('PATCH', `/api/admin/bookings/${bookingId}`, { stripperIds: [id('Marco')], notifyCustomer: false });
    expect(edited.status).toBe(200);
    expect(edited.body.formerPerformers).toEqual([]);
    await expectAgreement(bookingId, { stripper: ['Marco'], waiter: ['Kenji'] });
  });
});
