/** The review request's words in the thank-you e-mail and the one reminder, in the booking's language. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { bookingReference } from '@/lib/booking-reference';
import { renderMail, type MailBlock } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { REVIEW_OPEN_DAYS } from './review-rules';

/** The blocks the thank-you e-mail carries to ask for a review: a sentence and the review link. */
export function reviewInviteBlocks(link: string, locale: Locale): MailBlock[] {
  const o = { locale };
  return [m.rv_mail_invite({}, o), { href: link, label: m.rv_mail_link({}, o) }];
}

/** Queues the one review reminder of a completed booking, with its own link. */
export function queueReviewReminder(
  db: OutboxWriter,
  booking: { id: string; customerEmail: string; customerName: string; locale: Locale },
  link: string,
): string {
  const o = { locale: booking.locale };
  const ref = bookingReference(booking.id);
  return enqueueMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.rv_mail_reminder_subject({ ref }, o),
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.rv_mail_reminder_text({ ref, days: REVIEW_OPEN_DAYS }, o),
          { href: link, label: m.rv_mail_link({}, o) },
          m.mail_questions({ email: site.email }, o),
        ],
        footer: site.name,
        lang: booking.locale,
      }),
    },
    { kind: 'review-reminder', bookingId: booking.id, holdsToken: true },
  );
}
