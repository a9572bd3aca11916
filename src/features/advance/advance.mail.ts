/** The e-mails about the advance: the agency's notice of a reported payment, and the QR for customer e-mails. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import type { OutboxWriter } from '@/features/notifications/outbox.server';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { m as pm } from '@/paraglide-panel/messages';
import { renderMail, type MailBlock } from '@/lib/server/mail-layout';
import { bookingReference } from '@/lib/booking-reference';
import { advanceQrPng } from './promptpay.server';
import { anyPayWay, payWays } from './payment-methods.server';
import { advancePaid, type BookingMoney } from '@/features/booking-life/payment-split';

/** Tells the agency (in its reader's panel language) that a customer reported the advance as paid (the slip stays in the admin panel). */
export function queueAgencyAdvanceReported(
  db: OutboxWriter,
  booking: { id: string; customerName: string; advanceAmount: number },
  withSlip: boolean,
): string {
  const ref = bookingReference(booking.id);
  const amount = formatBaht(booking.advanceAmount);
  return queueAgencyMail(
    db,
    (locale) => {
      const o = { locale };
      return {
        subject: pm.agency_mail_advance_subject({ ref }, o),
        ...renderMail({
          blocks: [
            pm.agency_mail_advance_text({ name: booking.customerName, amount, ref }, o),
            withSlip ? pm.agency_mail_advance_slip({}, o) : pm.agency_mail_advance_no_slip({}, o),
            pm.agency_mail_advance_check({}, o),
          ],
          lang: locale,
        }),
      };
    },
    { kind: 'agency-advance-reported', bookingId: booking.id },
  );
}

const QR_CID = 'advance-qr@siamhunks';

/**
 * The 'Pay your advance' blocks of a customer e-mail: each way to pay the owner switched on (the PromptPay
 * QR as an inline (cid) PNG built from a buffer, the bank account, the payment page), then 'I have paid'
 * with the link to the booking's summary, where it is pressed. With no way on they say the agency will
 * send payment details.
 */
export async function advancePaymentBlock(
  booking: { id: string; advanceAmount: number },
  summaryUrl: string,
  locale: Locale = 'en',
): Promise<{ blocks: MailBlock[]; attachments: NonNullable<MailMessage['attachments']> }> {
  const o = { locale };
  const ref = bookingReference(booking.id);
  const amount = formatBaht(booking.advanceAmount);
  const ways = payWays(booking.advanceAmount, ref);
  if (!anyPayWay(ways)) return { blocks: [m.mail_advance_later({ amount }, o)], attachments: [] };
  const blocks: MailBlock[] = [];
  // The first way is headed 'Pay your advance now', each further one by its own name.
  const heading = (own: string) => (blocks.length === 0 ? m.mail_pay_now({}, o) : own);
  const attachments: NonNullable<MailMessage['attachments']> = [];
  if (ways.promptPayId) {
    blocks.push(
      { title: heading(m.pm_promptpay_title({}, o)), body: m.mail_pay_scan({ amount, ref }, o) },
      { image: { cid: QR_CID, alt: m.mail_pay_qr_alt({ amount }, o), width: 240, height: 240 }, text: m.mail_pay_qr_text({}, o) },
    );
    const png = await advanceQrPng(ways.promptPayId, booking.advanceAmount);
    attachments.push({ filename: 'promptpay-advance.png', content: png, contentType: 'image/png', cid: QR_CID });
  }
  if (ways.bank) {
    const { accountName, bankName, accountNumber, swift, bankAddress } = ways.bank;
    blocks.push(
      { title: heading(m.pm_bank_title({}, o)), body: m.pm_bank_local({ amount, ref }, o) },
      m.pm_bank_abroad({ amount, ref }, o),
      {
        rows: [
          [m.pm_account_name({}, o), accountName],
          [m.pm_bank({}, o), bankName],
          [m.pm_account_number({}, o), accountNumber],
          [m.pm_swift({}, o), swift],
          [m.pm_bank_address({}, o), bankAddress],
          [m.pm_reference({}, o), ref],
        ],
      },
      m.pm_bank_services({}, o),
    );
  }
  if (ways.linkUrl) {
    blocks.push({ title: heading(m.pm_link_title({}, o)), body: m.pm_link_text({ amount, ref }, o) });
    blocks.push({ label: m.pm_link_open({}, o), href: ways.linkUrl });
  }
  blocks.push({ before: m.mail_pay_then({}, o), label: m.mail_pay_summary_link({}, o), href: summaryUrl });
  return { blocks, attachments };
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
