/** SEND on the summary: asks the server to e-mail the summary to the booking's own address. */
import { useState } from 'react';
import { requestRoute } from '@/lib/route-client';
import { RATE_LIMIT_ERRORS } from '@/lib/rate-limit-errors';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { sayRefusal } from '@/lib/say-refusal';
import { showToast } from '@/lib/toast-store';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { sendSummaryRoute } from './booking.routes';

/** The SEND button with the toasts of spec section 8. */
export default function SendSummaryButton({ bookingId, locale = 'en' }: { bookingId: string; locale?: Locale }) {
  const o = { locale };
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await requestRoute(sendSummaryRoute, { params: { id: bookingId }, body: {} });
      showToast({ title: m.su_sent_title({}, o), description: m.su_sent_text({}, o) });
    } catch (error) {
      showToast({
        title: m.su_send_failed_title({}, o),
        description: sayRefusal(error, { ...BOOKING_LINK_ERRORS, ...RATE_LIMIT_ERRORS, ...UNAVAILABLE_ERRORS }, locale, {
          unanswered: m.su_send_failed_text({}, o),
        }),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="btn-gold disabled:opacity-60" onClick={send} disabled={sending} aria-busy={sending}>
      {sending ? m.su_sending({}, o) : m.su_send({}, o)}
    </button>
  );
}
