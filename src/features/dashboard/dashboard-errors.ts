/** The server's answers the dashboard shows (sign-in, changes, erasure) in the page's language. */
import { BOOKING_MESSAGES, BOOKING_PATTERNS } from '@/features/booking/booking-errors';
import { messageTranslator } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** A server message (or a change's validation message) in `locale`; others stay as they are. */
export const translateDashboardMessage = messageTranslator(
  [
    m.forms_dash_link_sent,
    m.forms_dash_link_invalid,
    m.forms_dash_sign_in_needed,
    m.forms_dash_only_pending,
    m.forms_dash_not_found,
    m.forms_dash_try_again,
    ...BOOKING_MESSAGES,
  ],
  BOOKING_PATTERNS,
);
