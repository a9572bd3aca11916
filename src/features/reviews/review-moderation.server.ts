/**
 * The agency's moderation of reviews (Recensioni tab; staff and owner): the written reviews by status,
 * newest first, and publish, hide (with a reason) and reply. Every action is an admin write, so the
 * Registro attività records it (withAdmin); each one renews the public snapshot, so the public pages
 * show (or stop showing) the review at once.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { bookings, performers, reviews, type ReviewStatus } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { writePublicData } from '@/lib/server/public-data';
import { bookingReference } from '@/lib/booking-reference';
import type { Locale } from '@/lib/i18n';
import * as clock from '@/lib/clock';

/** How many reviews the moderation list shows at once (the newest). */
export const MODERATION_LIST_SIZE = 100;

/** A written review as the agency sees it. */
export interface AdminReview {
  id: string;
  reference: string;
  status: ReviewStatus;
  locale: Locale;
  city: string | null;
  eventMonth: string;
  partyRating: number | null;
  performers: { id: string; name: string; rating: number }[];
  text: string | null;
  displayName: string | null;
  country: string | null;
  writtenAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
  hiddenReason: string | null;
  reply: string | null;
  /** The version the moderator reads (when the customer last wrote it, ms): publish hands it back. */
  version: number;
}

/** The written reviews of a status, last written or changed first. */
export function listReviews(db: Db, status: Exclude<ReviewStatus, 'invited'>): AdminReview[] {
  const rows = db
    .select({ review: reviews, bookingId: bookings.id })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.updatedAt))
    .limit(MODERATION_LIST_SIZE)
    .all();
  const ids = [...new Set(rows.flatMap(({ review }) => review.performerRatings.map((r) => r.performerId)))];
  const names = new Map(
    ids.length
      ? db
          .select({ id: performers.id, name: performers.name })
          .from(performers)
          .where(inArray(performers.id, ids))
          .all()
          .map((p) => [p.id, p.name])
      : [],
  );
  return rows.map(({ review, bookingId }) => ({
    id: review.id,
    reference: bookingReference(bookingId),
    status: review.status,
    locale: review.locale,
    city: review.city,
    eventMonth: review.eventMonth,
    partyRating: review.partyRating,
    performers: review.performerRatings.map((r) => ({ id: r.performerId, name: names.get(r.performerId) ?? '—', rating: r.rating })),
    text: review.text,
    displayName: review.displayName,
    country: review.country,
    writtenAt: review.writtenAt,
    updatedAt: review.updatedAt,
    publishedAt: review.publishedAt,
    hiddenReason: review.hiddenReason,
    reply: review.reply,
    version: review.updatedAt?.getTime() ?? 0,
  }));
}

/** A moderation action: publish the version read, hide with a reason, or reply ('' removes the reply). */
export type ModerationAction =
  { action: 'publish'; version: number } | { action: 'hide'; reason: string } | { action: 'reply'; reply: string };

/**
 * Applies a moderation action to a written review; 404 when there is none with that id. A publish changes
 * the review only while it is the version the moderator read (the check is in the same UPDATE, so an edit
 * a moment before is never published unseen); else 409 `review_changed` and nothing changes.
 */
export function moderateReview(db: Db, id: string, change: ModerationAction, now = clock.now()): void {
  const set =
    change.action === 'publish'
      ? { status: 'published' as const, publishedAt: new Date(now), hiddenReason: null }
      : change.action === 'hide'
        ? { status: 'hidden' as const, publishedAt: null, hiddenReason: change.reason }
        : { reply: change.reply || null };
  const changed = writePublicData(db, () =>
    db
      .update(reviews)
      .set(set)
      .where(
        and(
          eq(reviews.id, id),
          ne(reviews.status, 'invited'),
          change.action === 'publish' ? eq(reviews.updatedAt, new Date(change.version)) : undefined,
        ),
      )
      .run(),
  );
  if (changed.changes) return;
  const written = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), ne(reviews.status, 'invited')))
    .get();
  if (!written) throw refuse(404, { code: 'review_not_found', params: {} });
  throw refuse(409, { code: 'review_changed', params: {} });
}
