// Verified reviews, the customer's side, through the real routes on a real SQLite file: the review link of the
// thank-you e-mail (only its hash stored), who may review, one review per booking edited for 14 days, the
// form's rules in the booking's language, the per-client limit, the reminder with a fake clock, and the
// customer's data download and erasure.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outbox, performers, reviews } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingFactory, holdPerformer } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp } from '@test/hooks';
import { eraseDataFor, exportDataFor } from '@/features/privacy/erasure.server';
import { hashSecret } from '@/lib/server/secrets';
import { runReviewReminders, viewReviewLink } from './reviews.server';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();
const DAY = 86_400_000;

// Shows that have taken place: only a show that has started can be completed.
const addBooking = bookingFactory(getDb, (seq) => ({
  status: 'confirmed',
  eventDate: '2026-01-10',
  customerName: `Alice${seq} Smith`,
  customerEmail: `reviewer${seq}@example.com`,
  advanceStatus: 'received',
}));
const reviewOf = (bookingId: string) => getDb().select().from(reviews).where(eq(reviews.bookingId, bookingId)).get()!;
const linkIn = (text: string) => /\/review\?token=([\w-]+)/.exec(text)?.[1];

/** Moves a booking's review invitation 31 days back: past the 30 days a review can be first written in. */
function invitedLongAgo(bookingId: string): void {
  getDb()
    .update(reviews)
    .set({ invitedAt: new Date(Date.now() - 31 * DAY) })
    .where(eq(reviews.bookingId, bookingId))
    .run();
}

/** A booking with one Pattaya performer, completed by the agency through the Confirm dialog: its review link's token. */
async function completed(fields: Parameters<typeof addBooking>[0] = {}) {
  const booking = addBooking(fields);
  const performer = getDb().select().from(performers).where(eq(performers.location, 'pattaya')).all()[0]!;
  holdPerformer(getDb(), booking, performer.id);
  const done = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/send-confirmation`, {
    cashAmount: 7000,
    finalStatus: 'completed',
  });
  expect(done.status).toBe(200);
  // The link is read from the delivered e-mail: the outbox clears a sent token message.
  await mailSettled();
  const token = linkIn(smtp.messages.findLast((m) => m.envelopeTo[0] === booking.customerEmail)!.parsed.text ?? '')!;
  return { booking, performer, token };
}

const review = (token: string, performerId: string, fields: Record<string, unknown> = {}) => ({
  token,
  partyRating: 5,
  performerRatings: { [performerId]: 4 },
  text: 'A wonderful night, everyone loved the show.',
  showName: 'first',
  country: 'Australia',
  consent: true,
  ...fields,
});

describe('review link', () => {
  it('comes in the thank-you e-mail of a completed booking; only its hash is stored and the page shows the performers', async () => {
    const { booking, performer, token } = await completed();
    const stored = reviewOf(booking.id);
    expect(stored).toMatchObject({ status: 'invited', tokenHash: hashSecret(token), city: 'pattaya', eventMonth: '2026-01' });
    expect(JSON.stringify(stored)).not.toContain(token);
    await mailSettled();
    const mail = smtp.messages.find((m) => m.envelopeTo[0] === booking.customerEmail)!.parsed;
    expect(mail.text).toContain('Write a review');
    const view = viewReviewLink(getDb(), token, 'en');
    expect(view).toMatchObject({ firstName: 'Alice1', performers: [{ id: performer.id, name: performer.name }], written: null });
  });

  it('works only for a completed booking: an unknown token or a booking no longer completed is a 400', async () => {
    const { booking, performer, token } = await completed();
    const stranger = new TestClient('198.51.100.20');
    expect((await stranger.call('POST', '/api/reviews', { json: review('x'.repeat(22), performer.id) })).body.error).toBe(
      'This review link is not valid. Please use the link in your latest e-mail from us.',
    );
    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run();
    expect((await stranger.call('POST', '/api/reviews', { json: review(token, performer.id) })).status).toBe(400);
    expect(reviewOf(booking.id).status).toBe('invited');
  });
});

describe('writing a review', () => {
  it('is one review per booking, waits for the agency, and is changed from the same link for 14 days only', async () => {
    const { booking, performer, token } = await completed();
    const client = new TestClient('198.51.100.21');
    const first = await client.call('POST', '/api/reviews', { json: review(token, performer.id) });
    expect(first).toMatchObject({ status: 200, body: { status: 'pending' } });
    expect(reviewOf(booking.id)).toMatchObject({
      status: 'pending',
      partyRating: 5,
      performerRatings: [{ performerId: performer.id, rating: 4 }],
      displayName: booking.customerName.split(' ')[0],
      country: 'Australia',
    });
    const again = await client.call('POST', '/api/reviews', {
      json: review(token, performer.id, { partyRating: 3, showName: 'verified', country: '' }),
    });
    expect(again.status).toBe(200);
    expect(getDb().select().from(reviews).where(eq(reviews.bookingId, booking.id)).all()).toHaveLength(1);
    expect(reviewOf(booking.id)).toMatchObject({ partyRating: 3, displayName: null, country: null });
    // A published review that is changed goes back to the agency.
    getDb().update(reviews).set({ status: 'published' }).where(eq(reviews.bookingId, booking.id)).run();
    expect((await client.call('POST', '/api/reviews', { json: review(token, performer.id) })).status).toBe(200);
    expect(reviewOf(booking.id).status).toBe('pending');
    // 14 days after it was first written the link no longer changes it.
    getDb()
      .update(reviews)
      .set({ writtenAt: new Date(Date.now() - 14 * DAY - 60_000) })
      .where(eq(reviews.bookingId, booking.id))
      .run();
    const late = await client.call('POST', '/api/reviews', { json: review(token, performer.id, { text: 'Changed my mind' }) });
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'This review can no longer be changed: a review can be edited for 14 days after it is written.' },
    });
    expect(reviewOf(booking.id).text).toBe('A wonderful night, everyone loved the show.');
  });

  it('cannot be first written more than 30 days after the thank-you', async () => {
    const { booking, performer, token } = await completed();
    invitedLongAgo(booking.id);
    const late = await new TestClient('198.51.100.22').call('POST', '/api/reviews', { json: review(token, performer.id) });
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'This review link has expired: a review can be written within 30 days of the thank-you e-mail.' },
    });
  });

  it.each([
    [{ partyRating: 6 }, 'partyRating', 'Please choose from 1 to 5 stars for each rating'],
    [{ performerRatings: {} }, 'performerRatings.', 'Please choose from 1 to 5 stars for each rating'],
    [{ text: 'x'.repeat(1001) }, 'text', 'Your review can be at most 1,000 characters'],
    [
      { text: ' https://spam.example.com  www.buy-now.biz ' },
      'text',
      'A review cannot be only links: please tell us about the party in words',
    ],
    [{ text: '   ' }, 'text', 'Please write a few words about your party'],
    [{ consent: false }, 'consent', 'Please agree to how your review is shown'],
  ])('refuses %o with a clear message on its field', async (fields, path, message) => {
    const { booking, performer, token } = await completed();
    const refused = await new TestClient('198.51.100.23').call('POST', '/api/reviews', { json: review(token, performer.id, fields) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(message);
    expect(refused.body.issues[0].path).toContain(path);
    // Each problem carries its code (review-errors.ts), beside the answer's error too.
    expect(refused.body.code).toBe(refused.body.issues[0].code);
    expect(refused.body.code).toMatch(/^review_/);
    expect(reviewOf(booking.id).status).toBe('invited');
  });

  it('speaks the booking language: a Thai booking is refused in Thai', async () => {
    const { performer, token } = await completed({ locale: 'th' });
    const refused = await new TestClient('198.51.100.24').call('POST', '/api/reviews', {
      json: review(token, performer.id, { consent: false }),
    });
    expect(refused.body.error).toBe('กรุณายินยอมเรื่องการแสดงรีวิวของคุณ');
  });

  it('answers a closed link in the booking language, with its stable code', async () => {
    const { booking, performer, token } = await completed({ locale: 'th' });
    invitedLongAgo(booking.id);
    const late = await new TestClient('198.51.100.26').call('POST', '/api/reviews', { json: review(token, performer.id) });
    expect(late).toMatchObject({ status: 409 });
    expect(late.body).toEqual({ error: 'ลิงก์รีวิวนี้หมดอายุแล้ว: เขียนรีวิวได้ภายใน 30 วันหลังอีเมลขอบคุณ', code: 'review_expired', params: {} });
  });

  it('limits each client to 10 sends an hour (429 with Retry-After and a clear message)', async () => {
    const { performer, token } = await completed();
    const client = new TestClient('198.51.100.25');
    for (let i = 0; i < 10; i++)
      expect((await client.call('POST', '/api/reviews', { json: review(token, performer.id) })).status).toBe(200);
    const over = await client.call('POST', '/api/reviews', { json: review(token, performer.id) });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.body.error).toMatch(/^Too many reviews were sent from your connection\. Please try again in \d+ minutes\.$/);
    expect(over.body).toMatchObject({ code: 'review_too_many', params: { minutes: expect.any(Number) } });
  });
});

describe('review reminder', () => {
  it('is sent once, 3 days after the thank-you, with a link of its own; none once written, opted out or after 30 days', async () => {
    // Earlier tests' invitations are settled, so the runs see only this test's.
    getDb().update(reviews).set({ status: 'hidden' }).run();
    const invited = (await completed()).booking;
    const optedOut = await completed();
    const written = await completed();
    const T0 = reviewOf(invited.id).invitedAt.getTime();
    expect((await new TestClient('198.51.100.26').call('POST', '/api/reviews/opt-out', { json: { token: optedOut.token } })).status).toBe(
      200,
    );
    expect(
      (await new TestClient('198.51.100.26').call('POST', '/api/reviews', { json: review(written.token, written.performer.id) })).status,
    ).toBe(200);
    const mine = (id: string) =>
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.bookingId, id))
        .all()
        .filter((m) => m.kind === 'review-reminder');

    expect(runReviewReminders(getDb(), T0 + 3 * DAY - 60_000)).toEqual({ reminded: 0 });
    expect(runReviewReminders(getDb(), T0 + 3 * DAY + 60_000)).toEqual({ reminded: 1 });
    expect(runReviewReminders(getDb(), T0 + 4 * DAY)).toEqual({ reminded: 0 });
    expect(mine(optedOut.booking.id)).toEqual([]);
    expect(mine(written.booking.id)).toEqual([]);
    expect(mine(invited.id)).toHaveLength(1);
    await mailSettled();
    const reminder = smtp.messages.findLast((m) => m.envelopeTo[0] === invited.customerEmail)!.parsed;
    const token = linkIn(reminder.text ?? '')!;
    expect(reviewOf(invited.id).reminderTokenHash).toBe(hashSecret(token));
    expect((await new TestClient('198.51.100.27').call('POST', '/api/reviews', { json: review(token, written.performer.id) })).status).toBe(
      200,
    );

    const late = (await completed()).booking;
    expect(runReviewReminders(getDb(), reviewOf(late.id).invitedAt.getTime() + 30 * DAY)).toEqual({ reminded: 0 });
    expect(mine(late.id)).toEqual([]);
  });
});

describe('privacy', () => {
  it('the data download includes the review (never its link) and the erasure removes it', async () => {
    const { booking, performer, token } = await completed();
    await new TestClient('198.51.100.28').call('POST', '/api/reviews', { json: review(token, performer.id) });
    const exported = exportDataFor(getDb(), booking.customerEmail);
    expect(exported.reviews).toMatchObject([
      { bookingId: booking.id, text: 'A wonderful night, everyone loved the show.', partyRating: 5 },
    ]);
    expect(JSON.stringify(exported.reviews)).not.toContain(hashSecret(token));
    eraseDataFor(getDb(), booking.customerEmail);
    expect(getDb().select().from(reviews).where(eq(reviews.bookingId, booking.id)).all()).toEqual([]);
  });
});
