/**
 * The rules of a review (browser-safe): its windows, its limits and the checks of what a customer
 * writes, shared by the review form (its messages before sending) and the route (which decides).
 */
import type { Locale } from '@/lib/i18n';
import { REVIEW_FORM_ERRORS } from './review-errors';

/** Days after the invitation in which a review can first be written (and the reminder still sent). */
export const REVIEW_OPEN_DAYS = 30;
/** Days after the thank-you e-mail when the one reminder is sent, if nothing was written. */
export const REVIEW_REMINDER_DAYS = 3;
/** Days after a review is first written in which it can be changed from the same link. */
export const REVIEW_EDIT_DAYS = 14;
/** The longest review text, in characters. */
export const REVIEW_TEXT_MAX = 1000;
/** The longest country, in characters. */
export const REVIEW_COUNTRY_MAX = 60;
/** Review sends (written, changed or refused) per client and hour. */
export const REVIEWS_PER_CLIENT_HOUR = 10;

const DAY = 86_400_000;

/** What the form sends besides the token. */
export interface ReviewInput {
  partyRating: number;
  /** Stars by performer id, one for each performer of the booking. */
  performerRatings: Record<string, number>;
  text: string;
  /** Show the customer's first name, or "Verified guest". */
  showName: 'first' | 'verified';
  country: string;
  consent: boolean;
}

/** A problem with a field: the field's name, its code (review-errors.ts) and the message in the review's language. */
export interface ReviewProblem {
  path: string;
  message: string;
  code: keyof typeof REVIEW_FORM_ERRORS;
  params: Record<string, never>;
}

const isStars = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 5;
// A web address: with a scheme, www., or a domain ending in a common top-level domain.
const LINK = String.raw`(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|th|ly|me|info|biz|xyz|app|site)\b\S*`;
const hasLink = (text: string) => new RegExp(LINK, 'i').test(text);

/** Whether a text is only links (once its links are taken out, no letter or digit is left). */
export function isOnlyLinks(text: string): boolean {
  return hasLink(text) && !/[\p{L}\p{N}]/u.test(text.replace(new RegExp(LINK, 'gi'), ''));
}

/** The problems of a review as written (empty when it can be sent), in `locale`; `performerIds` are the booking's. */
export function reviewProblems(input: ReviewInput, performerIds: readonly string[], locale: Locale): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  const add = (path: string, code: ReviewProblem['code']) =>
    problems.push({ path, message: REVIEW_FORM_ERRORS[code]({}, locale), code, params: {} });
  if (!isStars(input.partyRating)) add('partyRating', 'review_rating');
  for (const id of performerIds) if (!isStars(input.performerRatings[id])) add(`performerRatings.${id}`, 'review_rating');
  const unknown = Object.keys(input.performerRatings).filter((id) => !performerIds.includes(id));
  if (unknown.length) add('performerRatings', 'review_rating');
  const text = input.text.trim();
  if (!text) add('text', 'review_text_required');
  else if (text.length > REVIEW_TEXT_MAX) add('text', 'review_text_long');
  else if (isOnlyLinks(text)) add('text', 'review_links_only');
  if (input.country.trim().length > REVIEW_COUNTRY_MAX || hasLink(input.country)) add('country', 'review_country');
  if (input.consent !== true) add('consent', 'review_consent');
  return problems;
}

/** Until when a review can be written (from the invitation) or, once written, changed. */
export function reviewOpenUntil(review: { invitedAt: Date; writtenAt: Date | null }): Date {
  return review.writtenAt
    ? new Date(review.writtenAt.getTime() + REVIEW_EDIT_DAYS * DAY)
    : new Date(review.invitedAt.getTime() + REVIEW_OPEN_DAYS * DAY);
}

/** Whether the one reminder is due at `now`: nothing written, not opted out, not reminded, 3 to 30 days after the invitation. */
export function reminderDue(
  review: { status: string; remindedAt: Date | null; optedOutAt: Date | null; invitedAt: Date },
  now: number,
): boolean {
  const age = now - review.invitedAt.getTime();
  return (
    review.status === 'invited' &&
    !review.remindedAt &&
    !review.optedOutAt &&
    age >= REVIEW_REMINDER_DAYS * DAY &&
    age < REVIEW_OPEN_DAYS * DAY
  );
}

/** The first name a review may show: the first word of the booking's name. */
export function firstNameOf(customerName: string): string {
  return customerName.trim().split(/\s+/)[0]!.slice(0, 30);
}
