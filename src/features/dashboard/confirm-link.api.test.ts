// A confirm link followed again: it names its booking (as already confirmed) without signing anyone in,
// sending anything, or working again over the API; an expired booking link makes it not valid.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { TestClient, useTempApp } from '@test/client';
import { fakeContext, RequestCookies } from '@test/context';
import { requestBooking } from '@test/bookings';
import { useSmtp } from '@test/hooks';
import { bookingBody } from '@test/reliability/bookings';
import { bookingRequestSchema } from '@/features/booking/booking.schema';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { badConfirmLink, followConfirmLink, viewConfirmLink } from './confirm-link.server';
import { SESSION_COOKIE } from './dashboard-auth.server';
import { DEVICE_COOKIE } from './dashboard-http.server';

useTempApp();
/** The request context of a browser with these cookies. */
const as = (cookies: RequestCookies) => fakeContext(new Request('http://localhost:4321/booking/confirm'), { cookies });
const smtp = useSmtp({ clearEachTest: true });

let seq = 0;
const request = (eventDate = addDays(todayInBangkok(), 40 + ++seq)) =>
  bookingRequestSchema.parse(
    bookingBody(seedPerformers.find((p) => p.name === 'Ryan')!.id, eventDate, '20:00', { customerEmail: `again${seq}@example.com` }),
  );

describe('the confirm link page (GET or HEAD, as a mail scanner follows it)', () => {
  it('changes nothing and names no one: the request stays requested, the link keeps working, no mail goes', async () => {
    const { id, token } = requestBooking(getDb(), request());
    const before = smtp.messages.length;
    for (let i = 0; i < 3; i++)
      expect(viewConfirmLink(getDb(), token)).toMatchObject({ state: 'open', booking: { id, status: 'requested' } });
    expect(getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).get()?.status).toBe('requested');
    expect(smtp.messages).toHaveLength(before);
    expect(() => viewConfirmLink(getDb(), 'x'.repeat(22))).toThrow(badConfirmLink());
    // The button's POST then confirms.
    expect((await followConfirmLink(getDb(), as(new RequestCookies()), token)).outcome).toBe('confirmed');
    expect(viewConfirmLink(getDb(), token)).toMatchObject({ state: 'used', booking: { id, status: 'pending' } });
    await expect.poll(() => smtp.messages.length).toBe(before + 2);
  });
});

describe('a confirm link followed again', () => {
  it('is used: it names its booking, signs nobody in and sends nothing; the API refuses it like a bad link', async () => {
    const { id, token } = requestBooking(getDb(), request());
    const first = new RequestCookies();
    expect(await followConfirmLink(getDb(), as(first), token)).toMatchObject({ outcome: 'confirmed', booking: { id, status: 'pending' } });
    expect([...first.changes.keys()].sort()).toEqual([SESSION_COOKIE, DEVICE_COOKIE]);
    await expect.poll(() => smtp.messages.length).toBe(2);

    const again = new RequestCookies();
    expect(await followConfirmLink(getDb(), as(again), token)).toMatchObject({ outcome: 'used', booking: { id, status: 'pending' } });
    expect(again.changes.size).toBe(0);
    const api = await new TestClient('10.99.0.1').call('POST', '/api/bookings/confirm', { json: { token } });
    // Today's English error, with the code the confirm page and its button say in the reader's language.
    expect(api).toMatchObject({ status: 400 });
    expect(api.body).toEqual({
      error: 'This confirmation link is invalid, used or expired. Please make a new booking request.',
      code: 'confirm_link_invalid',
      params: {},
    });
    expect(smtp.messages).toHaveLength(2);
    // Only hashes are kept: the stored value is not the token's plain hash any more, nor the token.
    const stored = getDb().select({ hash: bookings.confirmTokenHash }).from(bookings).where(eq(bookings.id, id)).get()!.hash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
  });

  it('a link first used after the admin confirmed the booking is used too the next time', async () => {
    const { id, token } = requestBooking(getDb(), request());
    getDb().update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id)).run();
    expect((await followConfirmLink(getDb(), as(new RequestCookies()), token)).outcome).toBe('already');
    expect((await followConfirmLink(getDb(), as(new RequestCookies()), token)).outcome).toBe('used');
  });

  it('is not valid once the booking link has expired', async () => {
    const { id, token } = requestBooking(getDb(), request());
    await followConfirmLink(getDb(), as(new RequestCookies()), token);
    getDb()
      .update(bookings)
      .set({ eventDate: addDays(todayInBangkok(), -40) })
      .where(eq(bookings.id, id))
      .run();
    await expect(followConfirmLink(getDb(), as(new RequestCookies()), token)).rejects.toEqual(badConfirmLink());
  });
});
