/** A share link's refusals (browser-safe), said from their codes in the reader's language: the share page and its island. */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/**
 * The codes of a share link that is unknown or expired (404), of a cancelled booking (409), of a received share (409)
 * of a slip whose bank reference was already used for another share or booking (409, the booking's report too), and
 * of a way to pay that is not the site's (400, on `method`).
 */
export const SHARE_ERRORS: ErrorMessages<
  'share_link_unknown' | 'share_booking_cancelled' | 'share_already_received' | 'slip_already_used' | 'share_method_invalid'
> = {
  share_link_unknown: (_, locale) => m.error_share_link_unknown({}, { locale }),
  share_booking_cancelled: (_, locale) => m.error_share_booking_cancelled({}, { locale }),
  share_already_received: (_, locale) => m.error_share_already_received({}, { locale }),
  slip_already_used: (_, locale) => m.error_slip_already_used({}, { locale }),
  share_method_invalid: (_, locale) => m.error_share_method_invalid({}, { locale }),
};

/** A share of the booking's split that does not exist (404 `share_not_found`): its new link or its e-mail, from the summary's shares. */
export const SHARE_NUMBER_ERRORS: ErrorMessages<'share_not_found'> = {
  share_not_found: (_, locale) => m.error_share_not_found({}, { locale }),
};

/** Too many share e-mails for one booking or to one mailbox in the hour (429 `share_send_limit`, with the minutes to wait). */
export const SHARE_SEND_ERRORS: ErrorMessages<'share_send_limit'> = {
  share_send_limit: ({ minutes }, locale) => m.error_share_send_limit({ minutes }, { locale }),
};
