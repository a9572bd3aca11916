/** The agency's notice that a customer erased their data: reference, date, time and city only. */
import { bookingReference } from '@/lib/booking-reference';
import { agencyEmail } from '@/lib/server/mail';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import type { CancelledByErasure } from './erasure.server';

/** Tells the agency (in Italian, like the panel) which upcoming bookings the customer's erasure cancelled. */
export function queueAgencyErasureNotice(db: OutboxWriter, cancelled: CancelledByErasure[]): string {
  const refs = cancelled.map((b) => bookingReference(b.id));
  return enqueueMail(
    db,
    {
      to: agencyEmail(),
      subject: `${refs.length === 1 ? 'Prenotazione' : 'Prenotazioni'} ${refs.join(', ')} ${refs.length === 1 ? 'annullata' : 'annullate'}: il cliente ha cancellato i suoi dati`,
      ...renderMail({
        blocks: [
          "Un cliente ha cancellato i suoi dati dalla dashboard. Queste prenotazioni in programma sono annullate e i loro dati cancellati: libera i performer e rimborsa l'eventuale acconto ricevuto.",
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
