/**
 * Every table the islands say the customers' and performers' coded refusals with (each ships only the messages of the
 * codes it can meet), one list for the tests that hold them to the catalogues: error-codes.test.ts (each says a code as
 * the server's refusalText does) and the pseudo-language test (every code said in it).
 */
import { AVAILABILITY_ERRORS } from '@/features/availability/availability-errors';
import { DURATION_ERRORS } from '@/features/availability/duration-errors';
import { BOOKING_ERRORS } from '@/features/booking/booking-refusals';
import { SHARE_ERRORS, SHARE_NUMBER_ERRORS, SHARE_SEND_ERRORS } from '@/features/advance/share-errors';
import { DASHBOARD_ERRORS } from '@/features/dashboard/dashboard-errors';
import { BRIEF_FORM_ERRORS } from '@/features/party-brief/brief-errors';
import { REVIEW_FORM_ERRORS } from '@/features/reviews/review-errors';
import { ADVANCE_ERRORS, ADVANCE_REPORT_ERRORS } from '@/features/advance/advance-errors';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { NIGHT_ERRORS } from '@/features/night-status/night-errors';
import { PORTAL_ERRORS } from '@/features/performer-portal/portal-errors';
import { PROFILE_ERRORS } from '@/features/performer-profile/profile-errors';
import { BOOKING_RULE_ERRORS, BOOKING_STYLE_ERRORS } from '@/features/booking/booking-errors';
import { priceErrors } from '@/features/pricing/price-errors';
import { cityMessage } from '@/features/booking/option-labels';
import { CONTACT_ERRORS } from '@/features/contact/contact-errors';
import { JOIN_ERRORS } from '@/features/join/join-errors';
import { FORM_RATE_LIMIT_ERRORS } from '@/lib/form-rate-limit-errors';
import { RATE_LIMIT_ERRORS } from '@/lib/rate-limit-errors';
import { UPLOAD_ERRORS } from '@/lib/upload-errors';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { PARTNER_CODE_ERRORS } from '@/features/partners/partner-errors';
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

export const ALL_ERRORS = {
  ...RATE_LIMIT_ERRORS,
  ...FORM_RATE_LIMIT_ERRORS,
  ...AVAILABILITY_ERRORS,
  ...BOOKING_ERRORS,
  ...SHARE_ERRORS,
  ...ADVANCE_ERRORS,
  ...ADVANCE_REPORT_ERRORS,
  ...SHARE_NUMBER_ERRORS,
  ...SHARE_SEND_ERRORS,
  ...DASHBOARD_ERRORS,
  ...BOOKING_LINK_ERRORS,
  ...BRIEF_FORM_ERRORS,
  ...REVIEW_FORM_ERRORS,
  ...PORTAL_ERRORS,
  ...PROFILE_ERRORS,
  ...NIGHT_ERRORS,
  ...CONTACT_ERRORS,
  ...JOIN_ERRORS,
  ...BOOKING_RULE_ERRORS,
  ...DURATION_ERRORS,
  ...BOOKING_STYLE_ERRORS,
  ...priceErrors(cityMessage),
  ...UPLOAD_ERRORS,
  ...UNAVAILABLE_ERRORS,
  ...PARTNER_CODE_ERRORS,
  // The agency's phone rule: the desk says it from the panel catalogues; English and Thai only as the API's text.
  phone_without_email: fromCatalogue(m.error_phone_without_email),
} satisfies Partial<ErrorMessages>;
