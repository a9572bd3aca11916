/** The agency's notice that a customer erased their data: reference, date, time and city only. */
import { bookingReference } from '@/lib/booking-reference';
import { agencyEmail } from '@/lib/server/mail';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import type { CancelledByErasure } from './erasure.server';

/** Tells the agency which upcoming bookings the customer's erasure cancelled. */
export function queueAgencyErasureNotice(db: OutboxWriter, cancelled: CancelledByErasure[]): string {
  const refs = cancelled.map((b) => bookingReference(b.id));
  return enqueueMail(
    db,
    {
      to: agencyEmail(),
      subject: `Booking${refs.length === 1 ? '' : 's'} ${refs.join(', ')} cancelled: the customer deleted their data`,
      ...renderMail({
        blocks: [
          'A customer deleted their data from the dashboard. These upcoming bookings are cancelled and their details erased; please free the performers and refund any advance received.',
          {
            rows: cancelled.map(
              (b) => [bookingReference(b.id), `${b.eventDate} ${b.eventTime}${b.location ? `, ${b.location}` : ''}`] as [string, string],
            ),
          },
        ],
        footer: site.name,
      }),
    },
    { kind: 'agency-erasure' },
  );
}
