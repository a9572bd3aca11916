/** The performer's e-mails and the agency's notice of a decline. The sign-in link is printed to the console only when asked for: a link is a key. */
import { printLinks } from '@/lib/server/config';
import { formatAgencyDay } from '@/lib/dates';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { m as pm } from '@/paraglide-panel/messages';
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

/** Tells the agency at once, in its reader's panel language, that a performer declined a booking (reference, date and the performer's reason; no customer data). */
export function queueDeclineNotice(
  db: OutboxWriter,
  performerName: string,
  booking: { id: string; reference: string; eventDate: string; eventTime: string; city: string },
  reason: string,
): void {
  queueAgencyMail(
    db,
    (locale) => {
      const o = { locale };
      const about = { performer: performerName, ref: booking.reference };
      return {
        subject: pm.agency_mail_declined_subject(about, o),
        ...renderMail({
          blocks: [
            pm.agency_mail_declined_text(
              { ...about, day: formatAgencyDay(booking.eventDate), time: booking.eventTime, city: booking.city },
              o,
            ),
            pm.agency_mail_declined_reason({ reason }, o),
            pm.agency_mail_declined_where({}, o),
          ],
          footer: site.name,
          lang: locale,
        }),
      };
    },
    { kind: 'performer-declined', bookingId: booking.id },
  );
}
