// The agency's moderation of reviews (Recensioni) through the real routes: the lists by status, publish,
// hide with a reason and reply, each in the Registro attività; a review only invited is not moderated.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reviews } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { publicData } from '@/lib/server/public-data';
import { cityReviews, latestReviews, performerReviews } from './public-reviews.server';

useTempApp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb, () => ({ status: 'completed' }));

/** A written review of a new completed booking, in `status`. */
function written(status: 'pending' | 'published' | 'hidden' | 'invited' = 'pending', text = 'Great party', performerId = 'p-1') {
  const booking = addBooking();
  return getDb()
    .insert(reviews)
    .values({
      bookingId: booking.id,
      tokenHash: crypto.randomUUID(),
      eventMonth: '2030-06',
      city: 'pattaya',
      invitedAt: new Date(),
      status,
      ...(status !== 'invited' && {
        partyRating: 4,
        performerRatings: [{ performerId, rating: 5 }],
        text,
        displayName: 'Ann',
        writtenAt: new Date(),
        updatedAt: new Date(),
      }),
    })
    .returning()
    .get();
}
const stored = (id: string) => getDb().select().from(reviews).where(eq(reviews.id, id)).get()!;
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!;

describe('moderation', () => {
  it('lists written reviews by status, pending by default, and only for a signed-in admin', async () => {
    const pending = written('pending');
    const invited = written('invited');
    const list = await admin.call('GET', '/api/admin/reviews');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(invited.id);
    expect((await admin.call('GET', '/api/admin/reviews?status=bogus')).status).toBe(400);
    expect((await new TestClient('198.51.100.40').call('GET', '/api/admin/reviews')).status).toBe(401);
  });

  it('publishes, hides with a reason and replies, each recorded in the Registro attività', async () => {
    const review = written('pending');
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/publish`, { version: review.updatedAt!.getTime() })).status).toBe(
      200,
    );
    expect(stored(review.id)).toMatchObject({ status: 'published', publishedAt: expect.any(Date) });
    expect(lastAudit()).toMatchObject({ action: 'reviews.publish', target: `review ${review.id}` });

    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/reply`, { reply: 'Thank you, see you soon!' })).status).toBe(200);
    expect(stored(review.id).reply).toBe('Thank you, see you soon!');
    expect(lastAudit()).toMatchObject({ action: 'reviews.reply', changes: [{ field: 'reply', to: 'Thank you, see you soon!' }] });

    const noReason = await admin.mutate('POST', `/api/admin/reviews/${review.id}/hide`, { reason: '  ' });
    expect(noReason).toMatchObject({ status: 400, body: { error: 'Indica il motivo per cui la recensione viene nascosta' } });
    expect(stored(review.id).status).toBe('published');
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/hide`, { reason: 'Names a guest' })).status).toBe(200);
    expect(stored(review.id)).toMatchObject({ status: 'hidden', hiddenReason: 'Names a guest', publishedAt: null });
    expect(lastAudit()).toMatchObject({ action: 'reviews.hide', changes: [{ field: 'reason', to: 'Names a guest' }] });
    const hidden = (await admin.call('GET', '/api/admin/reviews?status=hidden')).body.items;
    expect(hidden.map((r: { id: string }) => r.id)).toContain(review.id);

    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/reply`, { reply: '' })).status).toBe(200);
    expect(stored(review.id).reply).toBeNull();
  });

  it('answers 404 for an unknown review and for one only invited (nothing written to moderate)', async () => {
    const invited = written('invited');
    expect((await admin.mutate('POST', `/api/admin/reviews/${invited.id}/publish`, { version: 0 })).status).toBe(404);
    expect(stored(invited.id).status).toBe('invited');
    expect(await admin.mutate('POST', '/api/admin/reviews/nope/publish', { version: 0 })).toMatchObject({
      status: 404,
      body: { error: 'Review not found', code: 'review_not_found', params: {} },
    });
  });
});

describe('public pages', () => {
  it('show a review once published and never once hidden, from the public snapshot (renewed by each action), with public fields only', async () => {
    const review = written('pending', 'Visit www.example.com <b>now</b>', 'performer-x');
    const before = publicData(getDb()).generation;
    expect(performerReviews(getDb(), 'performer-x').count).toBe(0);
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/publish`, { version: review.updatedAt!.getTime() })).status).toBe(
      200,
    );
    expect(publicData(getDb()).generation).toBeGreaterThan(before);
    expect(performerReviews(getDb(), 'performer-x')).toMatchObject({ count: 1, average: 5, latest: [{ id: review.id, stars: 5 }] });
    expect(cityReviews(getDb(), 'pattaya').latest[0]).toMatchObject({ id: review.id, stars: 4 });
    expect(latestReviews(getDb()).latest[0]?.id).toBe(review.id);
    expect(Object.keys(publicData(getDb()).reviews[0]!).sort()).toEqual([
      'city',
      'country',
      'displayName',
      'eventMonth',
      'id',
      'locale',
      'partyRating',
      'performerRatings',
      'reply',
      'text',
    ]);
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/hide`, { reason: 'Advertising' })).status).toBe(200);
    expect(performerReviews(getDb(), 'performer-x').count).toBe(0);
    expect(publicData(getDb()).reviews.map((r) => r.id)).not.toContain(review.id);
  });
});
