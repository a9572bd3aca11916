/** The performer's e-mails and the agency's notice of a decline. The sign-in link is printed to the console only when asked for: a link is a key. */
import { agencyEmail, printLinks } from '@/lib/server/config';
import { formatAgencyDay } from '@/lib/dates';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** Queues the single-use sign-in link to a performer's address, in the language of the page that asked for it. */
export function queuePerformerSignInMail(db: OutboxWriter, email: string, link: string, locale: Locale = 'en'): void {
  const o = { locale };
  enqueueMail(
    db,
    {
      to: email,
      subject: m.pt_mail_sign_in_subject({ brand: site.name }, o),
      ...renderMail({
        blocks: [m.pt_mail_sign_in_text({}, o), { href: link, label: m.pt_open_bookings({}, o) }, m.pt_mail_ignore({}, o)],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: 'performer-sign-in', holdsToken: true },
  );
  if (printLinks()) console.log(`[performer] sign-in link: ${link}`);
}

/** Tells the agency at once, in Italian, that a performer declined a booking (reference, date and the performer's reason; no customer data). */
export function queueDeclineNotice(
  db: OutboxWriter,
  performerName: string,
  booking: { id: string; reference: string; eventDate: string; eventTime: string; city: string },
  reason: string,
): void {
  enqueueMail(
    db,
    {
      to: agencyEmail(),
      subject: `${performerName} ha rifiutato la prenotazione #${booking.reference}`,
      ...renderMail({
        blocks: [
          `${performerName} ha rifiutato la prenotazione #${booking.reference} (${formatAgencyDay(booking.eventDate)}, ${booking.eventTime}, ${booking.city}).`,
          `Motivo: ${reason}`,
          'Manage Bookings mostra la risposta di ogni performer.',
        ],
        footer: site.name,
      }),
    },
    { kind: 'performer-declined', bookingId: booking.id },
  );
}
