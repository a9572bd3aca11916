/**
 * What happens to a paid advance when a booking is cancelled, in the terms page's words (72 hours'
 * notice: the advance moves to a new date within 6 months; later: not refundable). Shared by the
 * dashboard's cancel step and the cancellation e-mails (no server imports).
 */
import { formatBaht } from '@/lib/money';
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** The notice, in hours before the event, that keeps a paid advance (the terms page's figure). */
export const CANCELLATION_NOTICE_HOURS = 72;

/**
 * The sentences about the advance of a cancelled booking: the customer's e-mail (in the booking's
 * language), the dashboard's cancel step before cancelling (what cancelling now would mean; a reported
 * advance is promised only once received), and the agency's (Italian, like the panel).
 */
export interface CancellationAdvanceNote {
  customer: string;
  page: string;
  agency: string;
}

/**
 * The note for a booking whose advance was reported or received, cancelled at `now`; null when no
 * money was paid (unpaid) or it is already refunded. The customer's sentence is in `locale`.
 */
export function cancellationAdvanceNote(
  booking: { eventDate: string; eventTime: string; advanceStatus: string; advanceAmount: number },
  now: number,
  locale: Locale = 'en',
): CancellationAdvanceNote | null {
  if (booking.advanceStatus !== 'reported' && booking.advanceStatus !== 'received') return null;
  const amount = formatBaht(booking.advanceAmount);
  const start = bangkokInstant(booking.eventDate, minuteOfDay(booking.eventTime));
  const early = start - now > CANCELLATION_NOTICE_HOURS * 3_600_000;
  const paid =
    booking.advanceStatus === 'received'
      ? `L'acconto di ${amount} è stato ricevuto`
      : `Il cliente ha segnalato il pagamento dell'acconto di ${amount} (non ancora verificato)`;
  const inputs = { amount, hours: CANCELLATION_NOTICE_HOURS };
  if (early)
    return {
      customer: m.advance_cancel_early(inputs, { locale }),
      page:
        booking.advanceStatus === 'received'
          ? m.advance_cancel_page_early(inputs, { locale })
          : m.advance_cancel_page_early_reported(inputs, { locale }),
      agency: `${paid}. Annullata più di ${CANCELLATION_NOTICE_HOURS} ore prima dell'evento: secondo i termini l'acconto può passare a una nuova data entro 6 mesi, quindi può essere dovuto un rimborso se il cliente lo chiede. Regola la cosa e aggiorna l'acconto in Manage Bookings.`,
    };
  return {
    customer: m.advance_cancel_late(inputs, { locale }),
    page: m.advance_cancel_page_late(inputs, { locale }),
    agency: `${paid}. Annullata entro ${CANCELLATION_NOTICE_HOURS} ore dall'evento: secondo i termini l'acconto non è rimborsabile, quindi nessun rimborso è dovuto.`,
  };
}
