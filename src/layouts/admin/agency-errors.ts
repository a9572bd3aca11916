/**
 * The refusals the agency meets in its panel (browser-safe), gathered from every feature for the panel's island: the
 * server answers them in English with their code, the panel says them in the admin's Italian (admin-panel/errors.ts
 * is given panelWords), whatever the customers' languages.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { AGENCY_BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { ADMIN_GUARD_ERRORS } from '@/lib/admin-guard-errors';
import { AGENCY_LIB_ERRORS } from '@/lib/agency-lib-errors';
import { PERFORMER_ERRORS } from '@/features/performers/performer-errors';
import { TIME_OFF_ERRORS } from '@/features/scheduling/time-off-errors';
import { PRICING_ERRORS } from '@/features/pricing/pricing-errors';
import { OUTBOX_ERRORS } from '@/features/notifications/outbox-errors';
import { INBOX_ERRORS } from '@/features/inbox/inbox-errors';
import { REVIEW_AGENCY_ERRORS } from '@/features/reviews/review-agency-errors';
import { ADVANCE_AGENCY_ERRORS } from '@/features/advance/advance-agency-errors';
import { AGENCY_BOOKING_ERRORS } from '@/features/manage-bookings/agency-booking-errors';
import { BOOKING_LIFE_ERRORS } from '@/features/booking-life/booking-life-errors';
import { PARTNER_AGENCY_ERRORS } from '@/features/partners/partner-errors';
import { ADMIN_ERRORS } from '@/features/admin/admin-errors';
import { PROFILE_AGENCY_ERRORS } from '@/features/performer-profile/profile-errors';
import { SITE_PHOTO_AGENCY_ERRORS } from '@/features/site-photos/site-photos-errors';
import { AGENCY_MARKUP_ERRORS } from '@/lib/markup-errors';
import { CONTENT_ERRORS } from '@/features/site-content/site-content-errors';
import { DESK_ERRORS } from '@/features/manage-bookings/panel/desk-errors';
import { agencyMessage, codedMessage } from '@/lib/error-codes';
import type { AnswerReason } from '@/lib/api-client';

/**
 * The agency's codes: the admin login's limit (429) and wrong password (401), an unknown booking (404, its message
 * with the booking links'), an e-mail address already a performer's or a person's (409), an unknown or disabled
 * person, an owner's own disabling or demotion (400), the passkeys' refusals, the seed's bad `dryRun` (400), and
 * the refusals each feature owns (spread in).
 */
export const AGENCY_ERRORS: AgencyErrorMessages<
  | keyof typeof ADMIN_GUARD_ERRORS
  | keyof typeof AGENCY_LIB_ERRORS
  | keyof typeof PERFORMER_ERRORS
  | keyof typeof TIME_OFF_ERRORS
  | keyof typeof PRICING_ERRORS
  | keyof typeof OUTBOX_ERRORS
  | keyof typeof INBOX_ERRORS
  | keyof typeof REVIEW_AGENCY_ERRORS
  | keyof typeof ADVANCE_AGENCY_ERRORS
  | keyof typeof AGENCY_BOOKING_ERRORS
  | keyof typeof BOOKING_LIFE_ERRORS
  | keyof typeof PARTNER_AGENCY_ERRORS
  | keyof typeof ADMIN_ERRORS
  | keyof typeof PROFILE_AGENCY_ERRORS
  | keyof typeof SITE_PHOTO_AGENCY_ERRORS
  | keyof typeof AGENCY_MARKUP_ERRORS
  | keyof typeof CONTENT_ERRORS
> = {
  ...ADMIN_ERRORS,
  ...AGENCY_BOOKING_LINK_ERRORS,
  ...ADMIN_GUARD_ERRORS,
  ...AGENCY_LIB_ERRORS,
  ...PERFORMER_ERRORS,
  ...TIME_OFF_ERRORS,
  ...PRICING_ERRORS,
  ...OUTBOX_ERRORS,
  ...INBOX_ERRORS,
  ...REVIEW_AGENCY_ERRORS,
  ...ADVANCE_AGENCY_ERRORS,
  ...AGENCY_BOOKING_ERRORS,
  ...BOOKING_LIFE_ERRORS,
  ...PROFILE_AGENCY_ERRORS,
  ...SITE_PHOTO_AGENCY_ERRORS,
  ...PARTNER_AGENCY_ERRORS,
  ...AGENCY_MARKUP_ERRORS,
  ...CONTENT_ERRORS,
};

/**
 * A coded answer or field issue in the panel's Italian: a refusal only the agency meets (AGENCY_ERRORS, whose English
 * is the server's) or a customer's rule or refusal the desk meets too (DESK_ERRORS, whose English is the catalogue's);
 * undefined for an answer without a code the panel knows.
 */
export function panelWords(answer: AnswerReason): string | undefined {
  return agencyMessage(AGENCY_ERRORS, answer) ?? codedMessage(DESK_ERRORS, answer, 'en');
}
