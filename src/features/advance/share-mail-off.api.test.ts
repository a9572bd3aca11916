// A guest's way out of the share e-mails she never asked for (issue 57, item 22), over the real router, SQLite and the
// SMTP listener: the mail carries List-Unsubscribe with RFC 8058's one-click and the same way out in its text; the mail
// client's POST stops the reminders, a GET changes nothing and leads to her /pay page's button, and a bad link is a 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceShares, bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { dispatch } from '@test/context';
import { deadlineOf, shareBookingFactory } from '@test/share-bookings';
import { useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { outboxIdle } from '@/features/notifications/sender.server';
import { sendShareLink, splitAdvance, viewShareLink } from './shares.server';
import { runShareReminders } from '@/features/holds/share-reminders.server';

useTempApp();
const smtp = useSmtp();
const addBooking = shareBookingFactory('Dana', '2030-09-10');
const HOUR = 3_600_000;
const SENT = Date.UTC(2030, 8, 1, 9);

/** A booking split three ways with share 2's link e-mailed to `email`; answers the booking and the mail as the guest got it. */
async function mailed(email: string, locale: 'en' | 'th' = 'en') {
  const booking = addBooking({ locale });
  splitAdvance(getDb(), booking.id, { count: 3, oneGoesFree: false });
  sendShareLink(getDb(), booking.id, 2, email, deadlineOf, new Date(SENT));
  await outboxIdle(getDb());
  const toHer = smtp.messages.filter((message) => message.envelopeTo.includes(email));
  expect(toHer).toHaveLength(1);
  return { booking, mail: toHer[0]! };
}
/** A header's value as sent, unfolded. */
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'mi').exec(
    raw
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, ' ')
      .replace(/\r/g, ''),
  )?.[1];
const stopAddress = (raw: string) => /^<(https?:\/\/[^>]+)>$/.exec(headerOf(raw, 'List-Unsubscribe') ?? '')?.[1];
const guestEmailOf = (bookingId: string) =>
  getDb()
    .select()
    .from(advanceShares)
    .where(eq(advanceShares.bookingId, bookingId))
    .all()
    .find((share) => share.number === 2)!.guestEmail;

/** The mail client's one-click POST (RFC 8058): a form body, no Origin, no cookie. */
const oneClick = (address: string) =>
  dispatch(
    new Request(address, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

describe("the share e-mail's way out", () => {
  it('carries List-Unsubscribe with one-click, the same address in its text, and her address in brackets', async () => {
    const { mail } = await mailed('guest.one@example.com');
    const address = stopAddress(mail.raw);
    expect(address).toMatch(/^http:\/\/localhost:4321\/api\/shares\/opt-out\?token=[\w-]+$/);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail.raw, 'To')).toBe('"guest.one@example.com" <guest.one@example.com>');
    // Her own link's token: it opens her share and nothing more.
    const token = new URL(address!).searchParams.get('token')!;
    expect(mail.parsed.text).toContain(`/pay?token=${token}`);
    expect(mail.parsed.text).toContain(`Rather not get e-mails about this share? Stop these e-mails: ${address}`);
    expect(mail.parsed.html).toContain(`href="${address!.replace(/&/g, '&amp;')}"`);
  });

  it("the mail client's one-click POST stops the reminders; her link still works", async () => {
    const { booking, mail } = await mailed('guest.two@example.com');
    const address = stopAddress(mail.raw)!;
    const stopped = await oneClick(address);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ stopped: true });
    expect(guestEmailOf(booking.id)).toBeNull();
    // Twice is no error (a client may retry).
    expect((await oneClick(address)).status).toBe(200);
    runShareReminders(getDb(), SENT + 48 * HOUR);
    const deadline = deadlineOf(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!).getTime();
    runShareReminders(getDb(), deadline - 24 * HOUR);
    await outboxIdle(getDb());
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('guest.two@example.com'))).toHaveLength(1);
    const token = new URL(address).searchParams.get('token')!;
    expect(viewShareLink(getDb(), token, '2030-09-01')).toMatchObject({ number: 2, status: 'pending', mailed: false });
  });

  it('without opting out, the reminder still goes (the test above can fail)', async () => {
    const { booking } = await mailed('guest.three@example.com');
    expect(guestEmailOf(booking.id)).toBe('guest.three@example.com');
    runShareReminders(getDb(), SENT + 48 * HOUR);
    await outboxIdle(getDb());
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('guest.three@example.com'))).toHaveLength(2);
  });

  it("a GET changes nothing and leads to her /pay page's button; the page's form comes back to it, stopped", async () => {
    const { booking, mail } = await mailed('guest.four@example.com', 'th');
    const address = stopAddress(mail.raw)!;
    const token = new URL(address).searchParams.get('token')!;
    const seen = await dispatch(new Request(address));
    expect(seen.status).toBe(303);
    expect(seen.headers.get('location')).toBe(`/pay?token=${token}#share-mail`);
    expect(guestEmailOf(booking.id)).toBe('guest.four@example.com');
    const form = await dispatch(
      new Request(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*', origin: 'http://localhost:4321' },
        body: '',
      }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/pay?token=${token}&mail=off#share-mail`);
    expect(guestEmailOf(booking.id)).toBeNull();
  });

  it('refuses an unknown link with 404 share_link_unknown and changes nothing', async () => {
    const { booking } = await mailed('guest.five@example.com');
    const refused = await oneClick('http://localhost:4321/api/shares/opt-out?token=not-a-real-token-at-all');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'share_link_unknown' });
    expect((await oneClick('http://localhost:4321/api/shares/opt-out')).status).toBe(404);
    expect(guestEmailOf(booking.id)).toBe('guest.five@example.com');
  });
});
