/**
 * The short e-mails that tell a customer what the agency changed in the admin panel: a request
 * accepted as pending, a cancelled booking reopened, the advance received (a receipt), and the
 * thank-you with the receipt sent when a booking is completed. Each is queued with the change.
 */
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail, type MailBlock, type MailRow } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate } from '@/lib/event-time';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { splitPayment } from '@/features/advance/payment-split';
import { advanceLabel } from '@/features/advance/advance-status';
import { serviceTitles } from '@/features/booking/booking-view';
import { breakdownLines } from '@/features/booking/price-lines';
import { summaryUrl } from '@/features/booking/booking.mail';
import type { BookingView } from '@/features/booking/booking.server';

/** What the short notices need of a booking row. */
export interface NoticeBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  totalPrice: number;
}

/** A status change the customer is told about: a request accepted (requested → pending) or a cancelled booking reopened. */
export type StatusNotice = 'accepted' | 'reopened';

const eventRows = (booking: NoticeBooking): MailRow[] => [
  ['Booking reference', bookingReference(booking.id)],
  ['Date', formatEventDate(booking.eventDate)],
  ['Time', booking.eventTime],
];

function shortMail(booking: NoticeBooking, subject: string, blocks: MailBlock[], greeting = `Dear ${booking.customerName},`): MailMessage {
  return {
    to: booking.customerEmail,
    subject,
    ...renderMail({
      blocks: [
        greeting,
        ...blocks,
        { href: summaryUrl(booking.id), label: 'View your booking' },
        `Questions? Reply to this e-mail or write to ${site.email}.`,
      ],
      footer: site.name,
    }),
  };
}

/** Queues the customer's notice of a status change the agency made. */
export function queueStatusNotice(db: OutboxWriter, booking: NoticeBooking, notice: StatusNotice): string {
  const ref = bookingReference(booking.id);
  const message =
    notice === 'accepted'
      ? // The address of a request was never confirmed: like the confirm-request e-mail, this one carries nothing the requester typed.
        shortMail(
          booking,
          `Your booking request ${ref} is accepted`,
          [
            `The agency has accepted booking request ${ref} made with this e-mail address. It is now pending: the performers are held, and we will confirm the booking shortly.`,
            'If you did not make this request, please tell us by replying to this e-mail.',
          ],
          'Hello,',
        )
      : shortMail(booking, `Your booking ${ref} is active again`, [
          `Your cancelled booking ${ref} has been reopened by the agency and is pending again. If you did not expect this, please contact us.`,
          { rows: eventRows(booking) },
        ]);
  return enqueueMail(db, message, { kind: `customer-booking-${notice}`, bookingId: booking.id });
}

/** Queues the receipt for an advance the agency marked received. */
export function queueAdvanceReceipt(db: OutboxWriter, booking: NoticeBooking): string {
  const ref = bookingReference(booking.id);
  const { advance, cash } = splitPayment(booking.totalPrice);
  return enqueueMail(
    db,
    shortMail(booking, `Receipt: advance received for booking ${ref}`, [
      `We have received your advance payment for booking ${ref}. Thank you: this e-mail is your receipt.`,
      {
        title: 'Receipt',
        rows: [
          ...eventRows(booking),
          ['Total', formatBaht(booking.totalPrice)],
          ['Advance received', formatBaht(advance)],
          ['Cash due on the day', formatBaht(cash)],
        ],
      },
    ]),
    { kind: 'customer-advance-receipt', bookingId: booking.id },
  );
}

/**
 * The e-mail sent when the agency completes a booking: a thank-you with the receipt of what was
 * paid (the advance with its status, the cash collected on the day), no payment request.
 */
export function completionEmail(booking: BookingView, cashAmount: number, link: string): MailMessage {
  const ref = bookingReference(booking.id);
  // What was paid: the cash the agency collected on the day, the rest as the advance (as in the confirmation e-mail).
  const advance = booking.totalPrice - cashAmount;
  const advanceText =
    booking.advanceStatus === 'received' ? formatBaht(advance) : `${formatBaht(advance)} (${advanceLabel(booking.advanceStatus)})`;
  return {
    to: booking.customerEmail,
    subject: `Thank you - ${site.name} (ref. ${ref})`,
    ...renderMail({
      blocks: [
        `Dear ${booking.customerName},`,
        `Thank you for celebrating with ${site.name}. We hope you and your guests had a great time.`,
        {
          title: 'Receipt',
          rows: [
            ['Booking reference', ref],
            ['Date', formatEventDate(booking.eventDate)],
            ['Services', serviceTitles(booking).join(' + ') || booking.serviceType],
            ...breakdownLines(booking),
            ['Total', formatBaht(booking.totalPrice)],
            ['Advance paid online', advanceText],
            ['Cash paid on the day', formatBaht(cashAmount)],
          ],
        },
        { href: link, label: 'View your booking' },
        `We would love to see you again. Questions? Reply to this e-mail or write to ${site.email}.`,
      ],
      footer: site.name,
    }),
  };
}
