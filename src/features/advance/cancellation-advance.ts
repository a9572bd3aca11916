/**
 * What happens to a paid advance when a booking is cancelled, in the terms page's words (72 hours'
 * notice: the advance moves to a new date within 6 months; later: not refundable). Shared by the
 * dashboard's cancel step and the cancellation e-mails (no server imports).
 */
import { formatBaht } from '@/lib/money';
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';
import { splitPayment } from './payment-split';

/** The notice, in hours before the event, that keeps a paid advance (the terms page's figure). */
export const CANCELLATION_NOTICE_HOURS = 72;

/** The two sentences about the advance of a cancelled booking: one for the customer, one for the agency. */
export interface CancellationAdvanceNote {
  customer: string;
  agency: string;
}

/**
 * The note for a booking whose advance was reported or received, cancelled at `now`; null when no
 * money was paid (unpaid) or it is already refunded.
 */
export function cancellationAdvanceNote(
  booking: { eventDate: string; eventTime: string; advanceStatus: string; totalPrice: number },
  now: number,
): CancellationAdvanceNote | null {
  if (booking.advanceStatus !== 'reported' && booking.advanceStatus !== 'received') return null;
  const amount = formatBaht(splitPayment(booking.totalPrice).advance);
  const start = bangkokInstant(booking.eventDate, minuteOfDay(booking.eventTime));
  const early = start - now > CANCELLATION_NOTICE_HOURS * 3_600_000;
  const paid =
    booking.advanceStatus === 'received'
      ? `The advance of ${amount} was received`
      : `The customer reported paying the advance of ${amount} (not yet checked)`;
  if (early)
    return {
      customer: `Your advance of ${amount}: you cancelled more than ${CANCELLATION_NOTICE_HOURS} hours before the event, so as our terms say, the advance can be moved to a new date within 6 months. Reply to this e-mail to choose a date or to ask about it.`,
      agency: `${paid}. Cancelled more than ${CANCELLATION_NOTICE_HOURS} hours before the event: under the terms the advance can be moved to a new date within 6 months, so a refund may be due if the customer asks for one. Settle it and mark the advance in Manage Bookings.`,
    };
  return {
    customer: `Your advance of ${amount}: as our terms say, the advance is not refundable for cancellations within ${CANCELLATION_NOTICE_HOURS} hours of the event.`,
    agency: `${paid}. Cancelled within ${CANCELLATION_NOTICE_HOURS} hours of the event: under the terms the advance is not refundable, so no refund is due.`,
  };
}
