/** The performer's e-mails and the agency's notice of a decline. The sign-in link is printed to the console only when asked for: a link is a key. */
import { agencyEmail, printLinks } from '@/lib/server/config';
import { formatEventDateTime } from '@/lib/dates';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';

/** Queues the single-use sign-in link to a performer's address. */
export function queuePerformerSignInMail(db: OutboxWriter, email: string, link: string): void {
  enqueueMail(
    db,
    {
      to: email,
      subject: `Your ${site.name} performer sign-in link`,
      ...renderMail({
        blocks: [
          'Use this link within 30 minutes to see your bookings and days off. It works once, and keeps this phone signed in for 30 days.',
          { href: link, label: 'Open my bookings' },
          'If you did not ask for it, ignore this e-mail.',
        ],
        footer: site.name,
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
          `${performerName} ha rifiutato la prenotazione #${booking.reference} (${formatEventDateTime(booking.eventDate, booking.eventTime)}, ${booking.city}).`,
          `Motivo: ${reason}`,
          'Manage Bookings mostra la risposta di ogni performer.',
        ],
        footer: site.name,
      }),
    },
    { kind: 'performer-declined', bookingId: booking.id },
  );
}
