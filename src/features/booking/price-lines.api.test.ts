// The price lines (each service, the double-duty discount, total, advance, cash) in the e-mails of a real booking,
// read from a real SMTP listener and parsed.
import { describe, expect, it } from 'vitest';
import { seedPerformers } from '@db/seed/performers';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { confirmTokenIn } from '@test/bookings';
import { useSmtp, useSettings } from '@test/hooks';
import { AGENCY_DOUBLE_DUTY_LINES, DOUBLE_DUTY_LINES, doubleDutyBody } from '@test/price-lines';
import { addDays, todayInBangkok } from '@/lib/event-time';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test', PROMPTPAY_ID: '0812345678' });
const smtp = useSmtp({ clearEachTest: true });
const admin = useAdminClient('203.0.113.201');

const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
/** The lines as the plain-text part of an e-mail shows them. */
const LINES = DOUBLE_DUTY_LINES.join('\n');
const AGENCY_LINES = AGENCY_DOUBLE_DUTY_LINES.join('\n');

/** Books and follows the confirm link; answers the booking id. */
async function bookAndConfirm(email: string, days: number): Promise<string> {
  const browser = new TestClient('10.88.0.1');
  const made = await browser.call('POST', '/api/bookings', {
    json: doubleDutyBody(marco, addDays(todayInBangkok(), days), { customerName: 'Lines Customer', customerEmail: email }),
  });
  expect(made.status).toBe(201);
  const confirmed = await browser.call('POST', '/api/bookings/confirm', { json: { token: confirmTokenIn(smtp.messages, email) } });
  expect(confirmed.status).toBe(200);
  return made.body.id;
}

describe('the price lines in the e-mails', () => {
  it("the customer's and the agency's e-mails show each service, the discount, then total, advance and cash", async () => {
    await bookAndConfirm('lines@example.com', 30);
    await expect.poll(() => smtp.messages.length).toBe(3);
    const customer = smtp.messages.find(
      (m) => m.envelopeTo.includes('lines@example.com') && m.parsed.subject?.startsWith('Your booking request'),
    )!;
    const agency = smtp.messages.find((m) => m.envelopeTo.includes('agency@example.test'))!;
    expect(customer.parsed.text).toContain(`PRICING\n${LINES}`);
    expect(customer.parsed.html).toMatch(/<th[^>]*>Double-duty discount<\/th><td[^>]*>-฿2,000<\/td>/);
    // The agency reads the same lines in Italian (the service names are the brand's).
    expect(agency.parsed.text).toContain(`PREZZO\n${AGENCY_LINES}`);
    expect(agency.parsed.html).toMatch(/<th[^>]*>Sconto doppio ruolo<\/th><td[^>]*>-฿2,000<\/td>/);
  });

  it('the confirmation e-mail reads like the summary: labels, British date, baht, city, both services, the lines and the link', async () => {
    const id = await bookAndConfirm('confirmed-lines@example.com', 31);
    await expect.poll(() => smtp.messages.length).toBe(3);
    const confirmed = await admin.mutate('POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 7700 });
    expect(confirmed.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(4);
    const mail = smtp.messages.at(-1)!.parsed;
    const text = mail.text!;
    const date = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(todayInBangkok(), 31)}T00:00:00Z`));
    expect(text).toContain(`Date: ${date}\nTime: 20:00\nDuration: 120 minutes\nCity: Bangkok\n`);
    expect(text).toContain('Venue Type: Hotel Suite\nSound System: Yes\nOccasion: Hens Party');
    expect(text).toContain('Male Strippers: TOPLESS (Marco)\nTopless Waiters: SEXY HOST (Marco)\nPerformance Style: Topless');
    expect(text).toContain(`PRICING\n${LINES}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|bangkok|THB/);
    const summary = `http://localhost:4321/booking/${id}/summary`;
    expect(text).toContain(`View your booking:\n${summary}`);
    // 'I have paid' is pressed on the summary: the instruction carries its link.
    expect(text).toContain('PAY YOUR ADVANCE NOW');
    expect(text).toContain(`Then press 'I have paid' on your booking summary: ${summary}`);
    expect(mail.html).toContain(`<a href="${summary}">your booking summary</a>`);
  });
});
