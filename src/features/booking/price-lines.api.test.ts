// The price lines (each service, the double-duty discount, total, advance, cash) in the e-mails of a real booking,
// read from a real SMTP listener and parsed.
import { describe, expect, it } from 'vitest';
import { seedPerformers } from '@db/seed/performers';
import { TestClient, useTempApp } from '@test/client';
import { confirmTokenIn } from '@test/bookings';
import { useSmtp } from '@test/hooks';
import { addDays, todayInBangkok } from './event-time';

useTempApp();
process.env.AGENCY_EMAIL = 'agency@example.test';
const smtp = useSmtp({ clearEachTest: true });

const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
/** A TOPLESS + SEXY HOST booking in Bangkok with Marco in both roles (the double-duty discount). */
const doubleDuty = (email: string, days: number) => ({
  customerName: 'Lines Customer',
  customerEmail: email,
  customerPhone: '+66 81 000 0000',
  location: 'bangkok',
  address: '1 Sukhumvit',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'hens',
  eventDate: addDays(todayInBangkok(), days),
  eventTime: '20:00',
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'sexy-host',
  stripperIds: [marco],
  waiterIds: [marco],
  performanceStyle: 'topless',
});

/** The lines as the plain-text part of an e-mail shows them. */
const LINES = [
  'TOPLESS: ฿7,000',
  'SEXY HOST: ฿6,000',
  'Double-duty discount: -฿2,000',
  'Total: ฿11,000',
  'Advance Payment (30%): ฿3,300',
  'Collect in cash on show day: ฿7,700',
].join('\n');

/** Books and follows the confirm link; answers the booking id. */
async function bookAndConfirm(email: string, days: number): Promise<string> {
  const browser = new TestClient('10.88.0.1');
  const made = await browser.call('POST', '/api/bookings', { json: doubleDuty(email, days) });
  expect(made.status).toBe(201);
  const confirmed = await browser.call('POST', '/api/bookings/confirm', { json: { token: confirmTokenIn(smtp.messages, email) } });
  expect(confirmed.status).toBe(200);
  return made.body.id;
}

describe('the price lines in the e-mails', () => {
  it("the customer's and the agency's e-mails show each service, the discount, then total, advance and cash", async () => {
    await bookAndConfirm('lines@example.com', 30);
    await expect.poll(() => smtp.messages.length).toBe(3);
    const customer = smtp.messages.find((m) => m.envelopeTo.includes('lines@example.com') && m.parsed.subject?.startsWith('Your booking request'))!;
    const agency = smtp.messages.find((m) => m.envelopeTo.includes('agency@example.test'))!;
    for (const mail of [customer, agency]) {
      expect(mail.parsed.text).toContain(`PRICING\n${LINES}`);
      expect(mail.parsed.html).toMatch(/<th[^>]*>Double-duty discount<\/th><td[^>]*>-฿2,000<\/td>/);
    }
  });
});
