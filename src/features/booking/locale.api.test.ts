// The customer's language over the real routes, on a real database file, with e-mails read from a real SMTP
// listener: the body's `locale` is checked and stored, and every e-mail to that customer is written in it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, bookings, contacts } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient, useTempApp } from '@test/client';
import { confirmTokenIn } from '@test/bookings';
import { bookingBody } from '@test/booking-request';
import { useSmtp, useSettings } from '@test/hooks';
import { addDays, formatEventDate, todayInBangkok } from '@/lib/event-time';
import { signInLinksSettled } from '@/lib/server/sign-in-links';
import { reminderEmail } from '@/features/reminders/reminder.mail';
import { completionEmail } from '@/features/manage-bookings/customer-notices.mail';
import { agencyConfirmationEmail } from '@/features/manage-bookings/agency-confirmation.mail';
import { toBookingView } from './booking.server';
import { applicationBody, contactBody } from '@test/public-form-bodies';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp({ clearEachTest: true });

let day = 20;
let seq = 0;
const body = (over: Record<string, unknown> = {}) =>
  bookingBody({ customerName: 'Ploy', customerEmail: `ploy${++seq}@example.com`, eventDate: addDays(todayInBangkok(), ++day), ...over });
let clientSeq = 0;
const browser = () => new TestClient(`10.88.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`);
const row = (id: string) => getDb().select().from(bookings).where(eq(bookings.id, id)).get()!;
const ref = (id: string) => id.slice(-8).toUpperCase();
const mailTo = (email: string, subject: string) =>
  smtp.messages.find((mail) => mail.envelopeTo.includes(email) && mail.parsed.subject === subject);

describe('locale in the public forms', () => {
  it('refuses any value but en or th with 400 naming the field, storing and sending nothing', async () => {
    const before = getDb().select().from(bookings).all().length;
    for (const locale of ['fr', 'TH', 1, null]) {
      const answer = await browser().call('POST', '/api/bookings', { json: body({ locale }) });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.issues).toEqual([{ path: 'locale', message: 'locale must be en or th' }]);
    }
    expect(getDb().select().from(bookings).all().length).toBe(before);
    for (const path of ['/api/contacts', '/api/applications']) {
      expect((await browser().call('POST', path, { json: { locale: 'fr' } })).status).toBe(400);
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it('stores en when the body has none, and the e-mails stay English', async () => {
    const json = body();
    const { body: answer } = await browser().call('POST', '/api/bookings', { json });
    expect(row(answer.id).locale).toBe('en');
    await expect.poll(() => smtp.messages.length).toBe(1);
    expect(smtp.messages[0]!.parsed.subject).toBe(`Please confirm your e-mail address (${ref(answer.id)})`);
  });

  it('stores the language of contact messages and applications', async () => {
    const contact = await browser().call('POST', '/api/contacts', {
      json: contactBody({ message: 'สวัสดีค่ะ', locale: 'th' }),
    });
    expect(contact.status).toBe(201);
    expect(getDb().select().from(contacts).where(eq(contacts.id, contact.body.id)).get()!.locale).toBe('th');
    const application = await browser().call('POST', '/api/applications', {
      json: applicationBody({ locale: 'th' }),
    });
    expect(application.status).toBe(201);
    expect(getDb().select().from(applications).where(eq(applications.id, application.body.id)).get()!.locale).toBe('th');
    // The agency's e-mails stay in the agency's language (Italian), whatever the sender's.
    await expect.poll(() => smtp.messages.length).toBe(2);
    expect(smtp.messages.map((mail) => mail.parsed.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Nuovo messaggio di contatto/),
        expect.stringMatching(/^Nuova candidatura di un performer/),
      ]),
    );
  });
});

describe('a Thai booking', () => {
  it('is written to in Thai: confirm link, request received, summary, sign-in link; the agency in Italian', async () => {
    const json = body({ locale: 'th' });
    const customer = browser();
    const { body: answer } = await customer.call('POST', '/api/bookings', { json });
    const id: string = answer.id;
    expect(row(id).locale).toBe('th');

    // The confirm link: Thai subject and text, the Thai confirm page, <html lang="th">.
    await expect.poll(() => mailTo(json.customerEmail, `กรุณายืนยันอีเมลของคุณ (${ref(id)})`)).toBeTruthy();
    const first = mailTo(json.customerEmail, `กรุณายืนยันอีเมลของคุณ (${ref(id)})`)!;
    expect(first.parsed.text).toContain('ยืนยันอีเมลของฉัน');
    expect(first.parsed.text).toMatch(/http:\/\/localhost:4321\/th\/booking\/confirm\?token=[\w-]{22}/);
    expect(first.parsed.html).toContain('<html lang="th">');

    // Confirmed: the request-received e-mail in Thai, with Thai labels and the Thai date (Gregorian year).
    const token = confirmTokenIn(smtp.messages, json.customerEmail);
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
    await expect.poll(() => mailTo(json.customerEmail, `คำขอจองของคุณ ${ref(id)}`)).toBeTruthy();
    const received = mailTo(json.customerEmail, `คำขอจองของคุณ ${ref(id)}`)!;
    expect(received.parsed.text).toContain('ขอบคุณค่ะ เราได้รับคำขอจองของคุณแล้ว');
    expect(received.parsed.text).toContain('รายละเอียดงาน');
    expect(received.parsed.text).toContain(formatEventDate(json.eventDate, 'th'));
    // The Thai convention: the Buddhist Era year, 543 years after the Gregorian one.
    expect(formatEventDate(json.eventDate, 'th')).toContain(String(Number(json.eventDate.slice(0, 4)) + 543));
    expect(received.parsed.text).toContain('กรุงเทพฯ');
    expect(received.parsed.text).toContain('ปาร์ตี้สละโสด');
    expect(received.parsed.text).toContain(`http://localhost:4321/th/booking/${id}/summary`);
    await expect.poll(() => smtp.messages.find((mail) => mail.envelopeTo.includes('agency@example.test'))).toBeTruthy();
    expect(smtp.messages.find((mail) => mail.envelopeTo.includes('agency@example.test'))!.parsed.subject).toBe(
      `Nuova richiesta di prenotazione ${ref(id)}`,
    );

    // The summary on request.
    expect((await customer.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).status).toBe(200);
    await expect.poll(() => mailTo(json.customerEmail, `สรุปการจองของคุณ ${ref(id)}`)).toBeTruthy();

    // The dashboard sign-in link, in the language of the address's latest booking.
    await browser().call('POST', '/api/dashboard/link', { json: { email: json.customerEmail } });
    await signInLinksSettled();
    await expect.poll(() => smtp.messages.some((mail) => mail.parsed.subject?.startsWith('ลิงก์เข้าสู่ระบบ'))).toBe(true);
  });

  it('gets the reminder, the agency confirmation and the thank-you in Thai', async () => {
    const { body: answer } = await browser().call('POST', '/api/bookings', { json: body({ locale: 'th' }) });
    const view = toBookingView(getDb(), row(answer.id));
    const now = Date.parse(`${view.eventDate}T00:00:00+07:00`);
    const reminder = reminderEmail(view, 'https://example.test/th/summary', now);
    expect(reminder.subject).toBe(`แจ้งเตือน: การจอง ${ref(view.id)} ของคุณ วันนี้ เวลา 20:00 น.`);
    expect(reminder.text).toContain('กรุณาเตรียมเงินสด');
    const confirmed = await agencyConfirmationEmail(view, 'https://example.test/th/summary');
    expect(confirmed.subject).toMatch(/^ยืนยันการจองแล้ว/);
    expect(confirmed.text).toContain('สไตล์การแสดง');
    // The stored style said by its key in the booking's language, as the English e-mail says it in English.
    expect(confirmed.text).toContain('โชว์เปลือยท่อนบน');
    expect(confirmed.text).not.toContain('Topless');
    expect((await agencyConfirmationEmail({ ...view, locale: 'en' }, 'https://example.test/summary')).text).toContain('Topless');
    const thanks = completionEmail(view, 'https://example.test/th/summary');
    expect(thanks.subject).toMatch(/^ขอบคุณ/);
    expect(thanks.html).toContain('<html lang="th">');
    // The same booking in English reads as before.
    expect(reminderEmail({ ...view, locale: 'en' }, 'x', now).subject).toBe(`Reminder: your booking ${ref(view.id)} today at 20:00`);
  });
});
