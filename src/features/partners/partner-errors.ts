/**
 * The refusals of partner codes (browser-safe). A customer's code that does not attribute (unknown, out of its dates,
 * no longer in use) is said in the reader's language from its code: the booking is still possible without it.
 * The agency's refusals (an unknown partner, a code taken) are the panel catalogues'.
 */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** A partner code's refusal in the booking form or the quote (400, on the `partnerCode` field). */
export type PartnerCodeRefusal = 'partner_code_unknown' | 'partner_code_expired' | 'partner_code_inactive';

/** The customer's refusals of a code, in every catalogue. */
export const PARTNER_CODE_ERRORS: ErrorMessages<PartnerCodeRefusal> = {
  partner_code_unknown: ({ code }, locale) => m.error_partner_code_unknown({ code }, { locale }),
  partner_code_expired: ({ code }, locale) => m.error_partner_code_expired({ code }, { locale }),
  partner_code_inactive: ({ code }, locale) => m.error_partner_code_inactive({ code }, { locale }),
};
