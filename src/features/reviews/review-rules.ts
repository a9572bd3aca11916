/**
 * The rules of a review (browser-safe): its windows, its limits and the checks of what a customer
 * writes, shared by the review form (its messages before sending) and the route (which decides).
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

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

/** A problem with a field: the field's name and the message in the review's language. */
export interface ReviewProblem {
  path: string;
  message: string;
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
  const o = { locale };
  const problems: ReviewProblem[] = [];
  if (!isStars(input.partyRating)) problems.push({ path: 'partyRating', message: m.rv_err_rating({}, o) });
  for (const id of performerIds)
    if (!isStars(input.performerRatings[id])) problems.push({ path: `performerRatings.${id}`, message: m.rv_err_rating({}, o) });
  const unknown = Object.keys(input.performerRatings).filter((id) => !performerIds.includes(id));
  if (unknown.length) problems.push({ path: 'performerRatings', message: m.rv_err_rating({}, o) });
  const text = input.text.trim();
  if (!text) problems.push({ path: 'text', message: m.rv_err_text_required({}, o) });
  else if (text.length > REVIEW_TEXT_MAX) problems.push({ path: 'text', message: m.rv_err_text_long({}, o) });
  else if (isOnlyLinks(text)) problems.push({ path: 'text', message: m.rv_err_links_only({}, o) });
  if (input.country.trim().length > REVIEW_COUNTRY_MAX) problems.push({ path: 'country', message: m.rv_err_country({}, o) });
  else if (hasLink(input.country)) problems.push({ path: 'country', message: m.rv_err_country({}, o) });
  if (input.consent !== true) problems.push({ path: 'consent', message: m.rv_err_consent({}, o) });
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
