/**
 * The e-mails of the release of unpaid holds: the customer's reminder (with the advance's PromptPay
 * QR, built when the sender sends it), and the notices of the release to the customer and the agency.
 */
import { formatBaht } from '@/lib/money';
import { agencyEmail } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate } from '@/lib/event-time';
import { splitPayment } from '@/features/advance/payment-split';
import { advancePaymentBlock } from '@/features/advance/advance.mail';
import { enqueueDeferredMail, enqueueMail, registerMailComposer, type OutboxWriter } from '@/features/notifications/outbox.server';

/** What the hold e-mails show of a booking. */
export interface HoldMailBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  totalPrice: number;
}

const HOLD_REMINDER = 'hold-reminder';

// The QR is built at send time: the job's transaction only stores what the e-mail needs.
registerMailComposer(
  HOLD_REMINDER,
  async ({ booking, summaryUrl, deadline }: { booking: HoldMailBooking; summaryUrl: string; deadline: string }) => {
    const advance = await advancePaymentBlock(booking, summaryUrl);
    const amount = formatBaht(splitPayment(booking.totalPrice).advance);
    return {
      ...renderMail({
        blocks: [
          `Dear ${booking.customerName},`,
          `Your booking ${bookingReference(booking.id)} on ${formatEventDate(booking.eventDate)} at ${booking.eventTime} is held for you, but its advance of ${amount} has not reached us yet.`,
          {
            strong: `Please pay the advance by ${formatDateTime(new Date(deadline))} (Bangkok time), or the booking is cancelled and the performers released.`,
          },
          ...advance.blocks,
          `Already paid? Press 'I have paid' on your booking page, or reply to this e-mail.`,
        ],
        footer: site.name,
      }),
      attachments: advance.attachments,
    };
  },
);

/** Queues the customer's reminder that the advance is due by `deadline`, with the QR. */
export function queueHoldReminder(db: OutboxWriter, booking: HoldMailBooking, summaryUrl: string, deadline: Date): string {
  return enqueueDeferredMail(
    db,
    {
      to: booking.customerEmail,
      subject: `Your booking ${bookingReference(booking.id)}: advance payment due`,
      compose: HOLD_REMINDER,
      data: { booking, summaryUrl, deadline: deadline.toISOString() },
    },
    { kind: HOLD_REMINDER, bookingId: booking.id },
  );
}

/** Tells the customer (English) and the agency (Italian) that the booking was cancelled for its unpaid advance. */
export function queueHoldReleased(db: OutboxWriter, booking: HoldMailBooking): void {
  const ref = bookingReference(booking.id);
  const when = `${formatEventDate(booking.eventDate)} at ${booking.eventTime}`;
  enqueueMail(
    db,
    {
      to: booking.customerEmail,
      subject: `Your booking ${ref} is cancelled`,
      ...renderMail({
        blocks: [
          `Dear ${booking.customerName},`,
          `We did not receive the advance for booking ${ref} (${when}), so it is cancelled and the performers are free again.`,
          `If you still want the show, or you have paid, please reply to this e-mail or write to ${site.email}.`,
        ],
        footer: site.name,
      }),
    },
    { kind: 'hold-released', bookingId: booking.id },
  );
  enqueueMail(
    db,
    {
      to: agencyEmail(),
      subject: `Prenotazione ${ref} annullata: acconto non ricevuto`,
      ...renderMail({
        blocks: [
          `La prenotazione ${ref} (${formatEventDateTime(booking.eventDate, booking.eventTime)}) è stata annullata automaticamente: l'acconto non è arrivato dopo il promemoria. I suoi performer sono di nuovo liberi.`,
        ],
      }),
    },
    { kind: 'agency-hold-released', bookingId: booking.id },
  );
}
