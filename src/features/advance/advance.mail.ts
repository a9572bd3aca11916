/** The e-mails about the advance: the agency's notice of a reported payment, and the QR for customer e-mails. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import { agencyEmail, type MailMessage } from '@/lib/server/mail';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail, type MailBlock } from '@/lib/server/mail-layout';
import { bookingReference } from '@/lib/booking-reference';
import { advanceQrPng } from './promptpay.server';
import { advancePaid, type BookingMoney } from './payment-split';

/** Tells the agency (in Italian, like the panel) that a customer reported the advance as paid (the slip stays in the admin panel). */
export function queueAgencyAdvanceReported(
  db: OutboxWriter,
  booking: { id: string; customerName: string; advanceAmount: number },
  withSlip: boolean,
): string {
  const ref = bookingReference(booking.id);
  const amount = formatBaht(booking.advanceAmount);
  return enqueueMail(
    db,
    {
      to: agencyEmail(),
      subject: `Acconto segnalato per la prenotazione ${ref}`,
      ...renderMail({
        blocks: [
          `${booking.customerName} dice di aver pagato l'acconto di ${amount} per la prenotazione ${ref}.`,
          withSlip ? 'La ricevuta del bonifico è allegata alla prenotazione in Manage Bookings.' : 'Nessuna ricevuta del bonifico inviata.',
          "Controlla il conto, poi segna l'acconto come ricevuto in Manage Bookings.",
        ],
      }),
    },
    { kind: 'agency-advance-reported', bookingId: booking.id },
  );
}

const QR_CID = 'advance-qr@siamhunks';

/**
 * The 'Pay your advance' blocks of a customer e-mail and the QR as an inline (cid) PNG built from
 * a buffer; 'I have paid' comes with the link to the booking's summary, where it is pressed. Without
 * PROMPTPAY_ID they say the agency will send payment details.
 */
export async function advancePaymentBlock(
  booking: { id: string; advanceAmount: number },
  summaryUrl: string,
  locale: Locale = 'en',
): Promise<{ blocks: MailBlock[]; attachments: NonNullable<MailMessage['attachments']> }> {
  const o = { locale };
  const ref = bookingReference(booking.id);
  const amount = formatBaht(booking.advanceAmount);
  const png = await advanceQrPng(booking.advanceAmount);
  if (!png) return { blocks: [m.mail_advance_later({ amount }, o)], attachments: [] };
  return {
    blocks: [
      { title: m.mail_pay_now({}, o), body: m.mail_pay_scan({ amount, ref }, o) },
      { before: m.mail_pay_then({}, o), label: m.mail_pay_summary_link({}, o), href: summaryUrl },
      {
        image: { cid: QR_CID, alt: m.mail_pay_qr_alt({ amount }, o), width: 240, height: 240 },
        text: m.mail_pay_qr_text({}, o),
      },
    ],
    attachments: [{ filename: 'promptpay-advance.png', content: png, contentType: 'image/png', cid: QR_CID }],
  };
}

/**
 * The customer's sentence when the agency moved the total after the advance was paid (or reported): the
 * old and new totals, the advance that stays, the new balance in cash. None when nothing of that happened.
 */
export function totalChangedBlocks(
  totalBefore: number,
  booking: BookingMoney & { advanceStatus: string },
  locale: Locale = 'en',
): MailBlock[] {
  if (totalBefore === booking.totalPrice || !advancePaid(booking.advanceStatus)) return [];
  const words = {
    from: formatBaht(totalBefore),
    to: formatBaht(booking.totalPrice),
    advance: formatBaht(booking.advanceAmount),
    balance: formatBaht(booking.cashAmount),
  };
  return [{ strong: m.mail_total_changed(words, { locale }) }];
}
