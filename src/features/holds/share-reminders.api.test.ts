// The split advance's reminders on a fake clock (the job's `now`): 48 hours after a link was e-mailed, 24 hours
// before the shares' deadline, and the organiser's notice at the deadline, each once; with a fresh link each time,
// while every link issued before keeps working until the share expires.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceShares, bookings, outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { deadlineOf, shareBookingFactory } from '@test/share-bookings';
import { useTempApp } from '@test/client';
import {
  MAX_SHARE_LINKS,
  renewShareLink,
  SHARE_BOOKING_CANCELLED,
  SHARE_LINK_UNKNOWN,
  sendShareLink,
  splitAdvance,
  viewShareLink,
} from '@/features/advance/shares.server';
import { runShareReminders } from './share-reminders.server';

useTempApp();
const addBooking = shareBookingFactory('Cara', '2030-06-10');
const HOUR = 3_600_000;
// Each test has its own month, so the runs of one never reach another's booking. 20:00 in Bangkok on the 10th
// is 13:00 UTC; the shares' deadline is 24 hours before; share 2's link is e-mailed on the 1st.
const clock = (month: number) => ({
  eventDate: `2030-${String(month + 1).padStart(2, '0')}-10`,
  DEADLINE: Date.UTC(2030, month, 10, 13) - 24 * HOUR,
  SENT: Date.UTC(2030, month, 1, 9),
});

const mails = (id: string, kind: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, id))
    .all()
    .filter((mail) => mail.kind === kind);
const tokenIn = (mail: { body: unknown }) => /\/pay\?token=([\w-]+)/.exec(JSON.stringify(mail.body))![1]!;

/** A booking of `month` split three ways, share 2's link e-mailed at its SENT (share 3 shared by hand); each booking's guest has her own mailbox. */
let guests = 0;
function splitAndSend(month: number) {
  const { eventDate, SENT } = clock(month);
  const booking = addBooking({ eventDate });
  splitAdvance(getDb(), booking.id, { count: 3, oneGoesFree: false });
  sendShareLink(
    getDb(),
    booking.id,
    2,
    guests++ === 0 ? 'guest.two@example.com' : `guest.${guests}@example.com`,
    deadlineOf,
    new Date(SENT),
  );
  return booking;
}

describe('the share reminders job', () => {
  it('reminds 48 hours after sending and 24 hours before the deadline, each once, with a fresh link', () => {
    const { DEADLINE, SENT } = clock(5);
    const booking = splitAndSend(5);
    expect(deadlineOf(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!).getTime()).toBe(DEADLINE);
    const sentToken = tokenIn(mails(booking.id, 'share-link')[0]!);
    expect(runShareReminders(getDb(), SENT + 47 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    expect(runShareReminders(getDb(), SENT + 48 * HOUR)).toEqual({ reminded: 1, lastCalls: 0, notices: 0 });
    expect(runShareReminders(getDb(), SENT + 49 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    const [reminder] = mails(booking.id, 'share-reminder');
    expect(reminder).toMatchObject({ recipient: 'guest.two@example.com', subject: "Reminder: your share of the party's advance" });
    expect(tokenIn(reminder!)).not.toBe(sentToken);

    expect(runShareReminders(getDb(), DEADLINE - 25 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    expect(runShareReminders(getDb(), DEADLINE - 24 * HOUR)).toEqual({ reminded: 0, lastCalls: 1, notices: 0 });
    expect(runShareReminders(getDb(), DEADLINE - 1 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    expect(JSON.stringify(mails(booking.id, 'share-last-call')[0]!.body)).toContain('is due within 24 hours');
  });

  it('tells the organiser once, at the deadline, which shares are still open; a paid share is not among them', () => {
    const { DEADLINE } = clock(6);
    const booking = splitAndSend(6);
    getDb()
      .update(advanceShares)
      .set({ status: 'reported' })
      .where(and(eq(advanceShares.bookingId, booking.id), eq(advanceShares.number, 2)))
      .run();
    expect(runShareReminders(getDb(), DEADLINE - 1).notices).toBe(0);
    expect(runShareReminders(getDb(), DEADLINE)).toMatchObject({ notices: 1 });
    expect(runShareReminders(getDb(), DEADLINE + HOUR)).toMatchObject({ notices: 0 });
    const [notice] = mails(booking.id, 'shares-due');
    expect(notice).toMatchObject({ recipient: booking.customerEmail, subject: 'Shares of your advance still open: 2' });
    const text = JSON.stringify(notice!.body);
    expect(text).toContain(`${booking.id.slice(-8).toUpperCase()}-1`);
    expect(text).toContain(`${booking.id.slice(-8).toUpperCase()}-3`);
    expect(text).not.toContain(`${booking.id.slice(-8).toUpperCase()}-2`);
  });

  it('leaves a cancelled booking, a received share, an advance received as a whole and a share without an e-mail alone', () => {
    const { DEADLINE, SENT } = clock(7);
    const cancelled = splitAndSend(7);
    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id)).run();
    const received = splitAndSend(7);
    getDb().update(advanceShares).set({ status: 'received' }).where(eq(advanceShares.bookingId, received.id)).run();
    // The whole advance received settles its shares: a row from before that rule, its shares still pending, asks nobody.
    const whole = splitAndSend(7);
    getDb().update(bookings).set({ advanceStatus: 'received' }).where(eq(bookings.id, whole.id)).run();
    expect(runShareReminders(getDb(), SENT + 48 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    expect(runShareReminders(getDb(), DEADLINE)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
    // A share reported before its reminder is due gets none (shares 1 and 3 were never e-mailed).
    const open = splitAndSend(7);
    getDb()
      .update(advanceShares)
      .set({ status: 'reported' })
      .where(and(eq(advanceShares.bookingId, open.id), eq(advanceShares.number, 2)))
      .run();
    expect(runShareReminders(getDb(), SENT + 48 * HOUR)).toEqual({ reminded: 0, lastCalls: 0, notices: 0 });
  });

  it('leaves every earlier link working after the reminders until the event day; the day after, a cancellation or a new split end them', () => {
    const { DEADLINE, SENT, eventDate } = clock(8);
    const booking = addBooking({ eventDate });
    const split = splitAdvance(getDb(), booking.id, { count: 3, oneGoesFree: false });
    // The organiser copied share 2's link into the group's chat, then e-mailed it too; the guest gets both reminders.
    const copied = new URL(split.links[1]!.url).searchParams.get('token')!;
    sendShareLink(getDb(), booking.id, 2, 'guest.two@example.com', deadlineOf, new Date(SENT));
    runShareReminders(getDb(), SENT + 48 * HOUR);
    runShareReminders(getDb(), DEADLINE - 24 * HOUR);
    const tokens = [copied, ...['share-link', 'share-reminder', 'share-last-call'].map((kind) => tokenIn(mails(booking.id, kind)[0]!))];
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect(viewShareLink(getDb(), token, eventDate)).toMatchObject({ number: 2, status: 'pending' });
    expect(() => viewShareLink(getDb(), copied, `${eventDate.slice(0, 8)}11`)).toThrow(SHARE_LINK_UNKNOWN);

    // A new split (nobody paid yet) ends every link of the old shares.
    splitAdvance(getDb(), booking.id, { count: 2, oneGoesFree: false });
    for (const token of tokens) expect(() => viewShareLink(getDb(), token, eventDate)).toThrow(SHARE_LINK_UNKNOWN);

    const cancelled = splitAndSend(8);
    const mailed = tokenIn(mails(cancelled.id, 'share-link')[0]!);
    expect(viewShareLink(getDb(), mailed, eventDate).number).toBe(2);
    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id)).run();
    expect(() => viewShareLink(getDb(), mailed, eventDate)).toThrow(SHARE_BOOKING_CANCELLED);
  });

  it(`keeps a share's newest ${MAX_SHARE_LINKS} links: one more ends the oldest`, () => {
    const { eventDate } = clock(9);
    const booking = addBooking({ eventDate });
    const first = new URL(splitAdvance(getDb(), booking.id, { count: 2, oneGoesFree: false }).links[1]!.url).searchParams.get('token')!;
    const renewed = Array.from({ length: MAX_SHARE_LINKS }, () =>
      new URL(renewShareLink(getDb(), booking.id, 2).url).searchParams.get('token')!,
    );
    expect(() => viewShareLink(getDb(), first, eventDate)).toThrow(SHARE_LINK_UNKNOWN);
    for (const token of renewed) expect(viewShareLink(getDb(), token, eventDate).number).toBe(2);
  });
});
