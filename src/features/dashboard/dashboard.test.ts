// The dashboard sign-in and booking changes on a real database file; the link e-mail reaches a real SMTP listener.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardTokens } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { POST as postLink } from '@/pages/api/dashboard/link';
import { bookingRequestSchema } from '@/features/booking/booking.schema';
import { bookAndConfirm } from '@test/bookings';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { createSignInToken, customerSender } from './dashboard-auth.server';
import { LINK_TTL_MS, redeemSignInToken, sessionEmail } from '@/lib/server/link-sign-in';
import { queueSignInLink, SIGN_IN_MAILS_PER_DAY, SIGN_IN_MAILS_PER_MAILBOX_DAY, signInLinksSettled } from '@/lib/server/sign-in-links';
import { cancelBooking, listBookingsFor, modifyBooking } from './dashboard-bookings.server';

useTempApp();
const smtp = useSmtp();

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const date = addDays(todayInBangkok(), 40);
const book = (email: string, performer: string, eventDate = date, eventTime = '20:00') =>
  bookAndConfirm(
    getDb(),
    bookingRequestSchema.parse({
      customerName: 'Bea',
      customerEmail: email,
      customerPhone: '0812345678',
      location: 'bangkok',
      address: '1 Silom',
      venueType: 'hotel',
      soundSystem: 'no',
      occasion: 'birthday',
      eventDate,
      eventTime,
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [id(performer)],
      performanceStyle: 'topless',
    }),
  );
const requestLink = async (email: unknown, client = '10.1.1.1') => {
  const request = new Request('http://localhost/api/dashboard/link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const response = await postLink(fakeContext(request, { address: client }));
  return { status: response.status, body: await response.json() };
};

const tokensFor = (email: string) => getDb().select().from(dashboardTokens).where(eq(dashboardTokens.email, email)).all().length;

const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length;

describe('POST /api/dashboard/link', () => {
  afterEach(() => vi.useRealTimers());

  it('answers identically for known and unknown addresses and mails only the known one', async () => {
    vi.stubEnv('SITE_URL', 'https://siamhunks.example');
    book('known@example.com', 'Ryan');
    const known = await requestLink('Known@Example.com', '10.1.1.2');
    const unknown = await requestLink('nobody@example.com', '10.1.1.3');
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 202, body: { message: 'If this address has bookings, we have sent it a link' } });
    await signInLinksSettled();
    await expect.poll(() => smtp.messages.length).toBe(1);
    expect(smtp.messages[0]!.envelopeTo).toEqual(['known@example.com']);
    const token = /token=([\w-]+)/.exec(smtp.messages[0]!.parsed.text ?? '')![1]!;
    expect(token).toHaveLength(22);
    expect(smtp.messages[0]!.parsed.html).toContain(`href="https://siamhunks.example/dashboard?token=${token}"`);
    // Only the hash is stored.
    expect(JSON.stringify(getDb().select().from(dashboardTokens).all())).not.toContain(token);
  });

  it('answers a known address before looking it up, storing a token or mailing', async () => {
    book('early@example.com', 'Ryan', addDays(date, 10));
    // The queued work cannot start while setImmediate is held, so whatever the answer is, it was
    // decided without it.
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    const answer = await requestLink('early@example.com', '10.1.1.4');
    expect(answer).toEqual({ status: 202, body: { message: 'If this address has bookings, we have sent it a link' } });
    const tokensBefore = tokensFor('early@example.com');
    const mailsBefore = mailsTo('early@example.com');
    vi.runAllTimers();
    vi.useRealTimers();
    expect(tokensBefore).toBe(0);
    expect(mailsBefore).toBe(0);
    await signInLinksSettled();
    expect(tokensFor('early@example.com')).toBe(1);
    await expect.poll(() => mailsTo('early@example.com')).toBe(1);
  });

  it('rate-limits per client and address (3 per 15 minutes), so one client cannot lock another out', async () => {
    book('limit@example.com', 'Ryan', addDays(date, 11));
    for (let i = 0; i < 3; i++) expect((await requestLink('limit@example.com', '10.2.0.1')).status).toBe(202);
    const limited = await requestLink('limit@example.com', '10.2.0.1');
    expect(limited.status).toBe(429);
    // The address's owner, from another client, still gets a link.
    expect((await requestLink('limit@example.com', '10.2.0.9')).status).toBe(202);
    await signInLinksSettled();
    await expect.poll(() => mailsTo('limit@example.com')).toBe(4);
    expect((await requestLink('not-an-address')).status).toBe(400);
    expect((await requestLink('x'.repeat(5000))).status).toBe(413);
  });

  it('caps sign-in e-mails per address and client, and per mailbox, per day silently: the same answer, no e-mail', async () => {
    book('capped@example.com', 'Ryan', addDays(date, 12));
    const answers = [];
    // One client, past its daily e-mails for the address (straight to the queue: the route's 15-minute limit would stop it first).
    for (let i = 0; i < SIGN_IN_MAILS_PER_DAY + 2; i++)
      queueSignInLink('capped@example.com', { client: '10.3.1.1' }, 'customer', customerSender);
    await signInLinksSettled();
    await expect.poll(() => mailsTo('capped@example.com')).toBe(SIGN_IN_MAILS_PER_DAY);
    // Then many clients, past the mailbox's flood guard.
    for (let i = 0; i < SIGN_IN_MAILS_PER_MAILBOX_DAY; i++) answers.push(await requestLink('capped@example.com', `10.3.0.${i}`));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(202);
    await signInLinksSettled();
    await expect.poll(() => mailsTo('capped@example.com')).toBe(SIGN_IN_MAILS_PER_MAILBOX_DAY);
    expect(tokensFor('capped@example.com')).toBe(SIGN_IN_MAILS_PER_MAILBOX_DAY);
  });
});

describe('sign-in tokens and sessions', () => {
  it('a token works once, within 30 minutes, and opens a session for its address', () => {
    const db = getDb();
    book('ses@example.com', 'Daniel');
    expect(createSignInToken(db, 'stranger@example.com')).toBeUndefined();
    const token = createSignInToken(db, 'ses@example.com')!;
    const session = redeemSignInToken(db, token)!;
    expect(sessionEmail(db, session)).toBe('ses@example.com');
    expect(redeemSignInToken(db, token)).toBeUndefined();
    const late = createSignInToken(db, 'ses@example.com', Date.now() - LINK_TTL_MS - 1)!;
    expect(redeemSignInToken(db, late)).toBeUndefined();
    expect(sessionEmail(db, 'forged')).toBeUndefined();
    expect(sessionEmail(db, session, Date.now() + 25 * 3_600_000)).toBeUndefined();
  });
});

describe('cancel and modify', () => {
  it("changes only the address's own pending bookings, re-checking conflicts", () => {
    const db = getDb();
    const mine = book('own@example.com', 'Arthit', addDays(date, 1));
    const other = book('other@example.com', 'Kenji', addDays(date, 2));
    expect(() => cancelBooking(db, 'own@example.com', other)).toThrow('Booking not found');
    const change = { eventDate: addDays(date, 2), eventTime: '20:30', venueType: 'bar-club' as const, address: '9 Sathorn' };
    expect(modifyBooking(db, 'own@example.com', mine, change)).toMatchObject({
      eventDate: addDays(date, 2),
      eventTime: '20:30',
      address: '9 Sathorn',
    });
    // Arthit is now booked at 20:30; another booking for him overlapping that slot is refused.
    expect(() => book('third@example.com', 'Arthit', addDays(date, 2), '21:00')).toThrow('Arthit is already booked');
    expect(cancelBooking(db, 'own@example.com', mine).status).toBe('cancelled');
    expect(() => cancelBooking(db, 'own@example.com', mine)).toThrow('Only pending bookings can be changed');
    // Cancelled bookings free the performer.
    expect(book('third@example.com', 'Arthit', addDays(date, 2), '21:00')).toMatch(/-/);
    expect(listBookingsFor(db, 'own@example.com').map((b) => b.status)).toEqual(['cancelled']);
  });
});
