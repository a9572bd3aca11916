/** The e-mails about the advance: the agency's notice of a reported payment, and the QR for customer e-mails. */
import { escapeHtml } from '@/lib/html';
import { formatBaht } from '@/lib/money';
import { agencyEmail, sendMail, type MailMessage } from '@/lib/server/mail';
import { splitPayment } from '@/features/booking/booking-rules';
import { bookingReference } from '@/features/booking/booking-view';
import { advanceQrPng } from './promptpay.server';

/** Tells the agency that a customer reported the advance as paid (the slip stays in the admin panel). */
export function sendAgencyAdvanceReported(booking: { id: string; customerName: string; totalPrice: number }, withSlip: boolean) {
  const ref = bookingReference(booking.id);
  const amount = formatBaht(splitPayment(booking.totalPrice).advance);
  const lines = [
    `${booking.customerName} reports having paid the advance of ${amount} for booking ${ref}.`,
    withSlip ? 'A transfer slip is attached to the booking in Manage Bookings.' : 'No transfer slip was sent.',
    'Check the account, then mark the advance received in Manage Bookings.',
  ];
  return sendMail({
    to: agencyEmail(),
    subject: `Advance payment reported for booking ${ref}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  });
}

const QR_CID = 'advance-qr@siamhunks';

/**
 * The 'Pay your advance' block of a customer e-mail: text, HTML and the QR as an inline (cid)
 * PNG built from a buffer. Without PROMPTPAY_ID it says the agency will send payment details.
 */
export async function advancePaymentBlock(booking: { id: string; totalPrice: number }): Promise<{ text: string; html: string; attachments: NonNullable<MailMessage['attachments']> }> {
  const ref = bookingReference(booking.id);
  const amount = formatBaht(splitPayment(booking.totalPrice).advance);
  const png = await advanceQrPng(splitPayment(booking.totalPrice).advance);
  if (!png) {
    const text = `Advance payment: ${amount}. We will send you the payment details for the advance shortly.`;
    return { text, html: `<p>${escapeHtml(text)}</p>`, attachments: [] };
  }
  const steps = `Open your banking app, scan this PromptPay QR, pay ${amount} with reference ${ref} in the transfer note, then press 'I have paid' on your booking summary.`;
  return {
    text: `PAY YOUR ADVANCE NOW\n${steps} The QR code is in the HTML version of this e-mail and on your booking summary.`,
    html: `<h2 style="font-size:16px">Pay your advance now</h2><p>${escapeHtml(steps)}</p><p><img src="cid:${QR_CID}" width="240" height="240" alt="PromptPay QR code for ${escapeHtml(amount)}"></p>`,
    attachments: [{ filename: 'promptpay-advance.png', content: png, contentType: 'image/png', cid: QR_CID }],
  };
}
