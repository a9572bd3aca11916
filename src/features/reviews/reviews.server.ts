/**
 * Verified reviews, the customer's side: the invitation made when the agency completes a booking (a
 * single-use link of which only the hash is kept), the review page's view of a link, the review written
 * or changed with it, the opt-out of the reminder, and the one reminder (a job). A review always waits
 * for the agency's approval (reviews-moderation.server.ts) before any public page shows it.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { bookingPerformers, bookings, performers, reviews, type ReviewStatus } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse, HttpError } from '@/lib/server/http';
import { defineJob } from '@/lib/server/jobs';
import { publicDataChanged } from '@/lib/server/public-data';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { siteLink } from '@/lib/server/config';
import { localizePath, type Locale } from '@/lib/i18n';
import { bookingReference } from '@/lib/booking-reference';
import { linkSecretHash, newSecret } from '@/lib/server/secrets';
import {
  firstNameOf,
  REVIEW_OPEN_DAYS,
  REVIEW_REMINDER_DAYS,
  REVIEWS_PER_CLIENT_HOUR,
  reminderDue,
  reviewOpenUntil,
  reviewProblems,
  type ReviewInput,
} from './review-rules';
import { queueReviewReminder } from './review.mail';
import * as clock from '@/lib/clock';

const DAY = 86_400_000;

/** The review page's absolute link for a token, in the booking's language. */
export function reviewUrl(token: string, locale: Locale): string {
  return siteLink(`${localizePath('/review', locale)}?token=${encodeURIComponent(token)}`);
}

/** The booking a review invitation is made for (the completed booking as the agency saved it). */
export interface ReviewedBooking {
  id: string;
  eventDate: string;
  location: string | null;
  locale?: Locale | null;
}

/**
 * Makes the review invitation of a booking being completed, in the caller's transaction, and answers the
 * link's token (to put in the thank-you e-mail; only its hash is stored). A booking invited before (completed
 * again after a change of status) keeps its review; its link is renewed.
 */
export function inviteToReview(tx: DbTransaction | Db, booking: ReviewedBooking, now = clock.now()): string {
  const { value, hash } = newSecret();
  const existing = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, booking.id)).get();
  if (existing) tx.update(reviews).set({ tokenHash: hash }).where(eq(reviews.id, existing.id)).run();
  else
    tx.insert(reviews)
      .values({
        bookingId: booking.id,
        tokenHash: hash,
        locale: booking.locale ?? 'en',
        city: booking.location,
        eventMonth: booking.eventDate.slice(0, 7),
        invitedAt: new Date(now),
      })
      .run();
  return value;
}

type ReviewRow = typeof reviews.$inferSelect;

/** What the review page shows for a link: the booking's performers, the name it may show and the review so far. */
export interface ReviewLinkView {
  reference: string;
  locale: Locale;
  eventMonth: string;
  firstName: string;
  performers: { id: string; name: string }[];
  /** The review as written, or null before it is. */
  written: Pick<ReviewRow, 'partyRating' | 'performerRatings' | 'text' | 'displayName' | 'country'> | null;
  /** Until when it can be written, or changed once written (ISO). */
  openUntil: string;
  optedOut: boolean;
}

const linkError = (locale: Locale) => refuse(400, { code: 'review_link_invalid', params: {} }, { locale });

/** The review and its completed booking for a token; throws 400 for an unknown token or a booking no longer completed. */
function reviewOfToken(db: Db | DbTransaction, token: string, locale: Locale) {
  const hash = linkSecretHash(token);
  if (!hash) throw linkError(locale);
  const found = db
    .select({ review: reviews, booking: bookings })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(or(eq(reviews.tokenHash, hash), eq(reviews.reminderTokenHash, hash)))
    .get();
  if (!found || found.booking.status !== 'completed' || !found.booking.customerEmail) throw linkError(found?.review.locale ?? locale);
  return found;
}

/** Throws 409 once a review can no longer be written (30 days after the invitation) or changed (14 days after it was written). */
function assertOpen(review: ReviewRow, now: number): void {
  if (now <= reviewOpenUntil(review).getTime()) return;
  const code = review.writtenAt ? 'review_edit_closed' : 'review_expired';
  throw refuse(409, { code, params: {} }, { locale: review.locale });
}

/** The performers of a booking (its slots, where they are stored), each once, by name. */
function performersOf(db: Db | DbTransaction, booking: typeof bookings.$inferSelect): { id: string; name: string }[] {
  return db
    .selectDistinct({ id: performers.id, name: performers.name })
    .from(bookingPerformers)
    .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
    .where(eq(bookingPerformers.bookingId, booking.id))
    .orderBy(performers.name)
    .all();
}

/** What a followed review link shows (a GET: changes nothing). Throws 400 for a bad link, 409 once closed. */
export function viewReviewLink(db: Db, token: string, locale: Locale, now = clock.now()): ReviewLinkView {
  const { review, booking } = reviewOfToken(db, token, locale);
  assertOpen(review, now);
  return {
    reference: bookingReference(booking.id),
    locale: review.locale,
    eventMonth: review.eventMonth,
    firstName: firstNameOf(booking.customerName),
    performers: performersOf(db, booking),
    written: review.writtenAt
      ? {
          partyRating: review.partyRating,
          performerRatings: review.performerRatings,
          text: review.text,
          displayName: review.displayName,
          country: review.country,
        }
      : null,
    openUntil: reviewOpenUntil(review).toISOString(),
    optedOut: review.optedOutAt !== null,
  };
}

/** Counts a review send of a client (written, changed or refused); 429 in the review's language past the limit. */
export function countReviewSend(db: Db, client: string, locale: Locale, now = clock.now()): void {
  const hit = hitRateLimit(db, `review:${client}`, { limit: REVIEWS_PER_CLIENT_HOUR, windowMs: 3_600_000 }, now);
  if (hit.allowed) return;
  const reason = { code: 'review_too_many', params: { minutes: Math.ceil(hit.retryAfterSeconds / 60) } } as const;
  throw tooManyRequests(hit.retryAfterSeconds, { reason, locale });
}

/**
 * Writes (or, within 14 days, changes) the review of the link's booking. It waits for the agency's approval:
 * a change of a published review takes it off the public pages until approved again. Throws 400 with the
 * problems in the review's language, 400 for a bad link, 409 once closed.
 */
export function submitReview(
  db: Db,
  token: string,
  input: ReviewInput,
  locale: Locale,
  now = clock.now(),
): { status: ReviewStatus; openUntil: string } {
  const result = db.transaction(
    (tx) => {
      const { review, booking } = reviewOfToken(tx, token, locale);
      assertOpen(review, now);
      const problems = reviewProblems(
        input,
        performersOf(tx, booking).map((p) => p.id),
        review.locale,
      );
      const [first] = problems;
      if (first) throw new HttpError(400, first.message, problems, {}, { code: first.code, params: first.params });
      const writtenAt = review.writtenAt ?? new Date(now);
      tx.update(reviews)
        .set({
          status: 'pending',
          partyRating: input.partyRating,
          performerRatings: Object.entries(input.performerRatings).map(([performerId, rating]) => ({ performerId, rating })),
          text: input.text.trim(),
          displayName: input.showName === 'first' ? firstNameOf(booking.customerName) : null,
          country: input.country.trim() || null,
          writtenAt,
          updatedAt: new Date(now),
          publishedAt: null,
        })
        .where(eq(reviews.id, review.id))
        .run();
      return { wasPublished: review.status === 'published', openUntil: reviewOpenUntil({ ...review, writtenAt }).toISOString() };
    },
    { behavior: 'immediate' },
  );
  if (result.wasPublished) publicDataChanged(db);
  return { status: 'pending', openUntil: result.openUntil };
}

/** The customer asks not to be reminded (from the link); a bad link answers 400. */
export function optOutOfReminder(db: Db, token: string, locale: Locale, now = clock.now()): void {
  const { review } = reviewOfToken(db, token, locale);
  if (!review.optedOutAt)
    db.update(reviews)
      .set({ optedOutAt: new Date(now) })
      .where(eq(reviews.id, review.id))
      .run();
}

/**
 * Queues the one reminder of each invitation due at `now` (nothing written 3 days after the thank-you, not
 * opted out, not past 30 days, the booking still completed with an address), each with a link of its own
 * (only its hash is stored), marked in the same transaction so a restart never sends it twice.
 */
export function runReviewReminders(db: Db, now: number): { reminded: number } {
  return db.transaction(
    (tx) => {
      const due = tx
        .select({ review: reviews, booking: bookings })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(
          and(
            eq(reviews.status, 'invited'),
            isNull(reviews.remindedAt),
            isNull(reviews.optedOutAt),
            lte(reviews.invitedAt, new Date(now - REVIEW_REMINDER_DAYS * DAY)),
            gt(reviews.invitedAt, new Date(now - REVIEW_OPEN_DAYS * DAY)),
          ),
        )
        .limit(200)
        .all()
        .filter(({ review, booking }) => reminderDue(review, now) && booking.status === 'completed' && booking.customerEmail);
      for (const { review, booking } of due) {
        const { value, hash } = newSecret();
        tx.update(reviews)
          .set({ remindedAt: new Date(now), reminderTokenHash: hash })
          .where(eq(reviews.id, review.id))
          .run();
        queueReviewReminder(tx, booking, reviewUrl(value, review.locale));
      }
      return { reminded: due.length };
    },
    { behavior: 'immediate' },
  );
}

/** The review reminder job: hourly. */
export const reviewReminderJob = defineJob({ name: 'review-reminders', every: 3_600_000, run: runReviewReminders });
