/** The agency's notice that a customer erased their data: reference, date, time and city only. */
import { bookingReference } from '@/lib/booking-reference';
import type { OutboxWriter } from '@/features/notifications/outbox.server';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { m as pm } from '@/paraglide-panel/messages';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import type { CancelledByErasure } from './erasure.server';

/** Tells the agency (in its reader's panel language) which upcoming bookings the customer's erasure cancelled. */
export function queueAgencyErasureNotice(db: OutboxWriter, cancelled: CancelledByErasure[]): string {
  const refs = cancelled.map((b) => bookingReference(b.id));
  return queueAgencyMail(
    db,
    (locale) => {
      const o = { locale };
      const words = { refs: refs.join(', ') };
      return {
        subject: refs.length === 1 ? pm.agency_mail_erasure_subject_one(words, o) : pm.agency_mail_erasure_subject_many(words, o),
        ...renderMail({
          blocks: [
            pm.agency_mail_erasure_text({}, o),
            {
              rows: cancelled.map(
                (b) => [bookingReference(b.id), `${b.eventDate} ${b.eventTime}${b.location ? `, ${b.location}` : ''}`] as [string, string],
              ),
            },
          ],
          footer: site.name,
          lang: locale,
        }),
      };
    },
    { kind: 'agency-erasure' },
  );
}
