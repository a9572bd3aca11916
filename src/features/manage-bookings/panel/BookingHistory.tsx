/** A booking's history in Booking Details: who confirmed, cancelled or changed it, and when ("Confermata da Giulia, 14/03 21:05"). */
import { useEffect, useState } from 'react';
import { fetchBookingHistory, type AuditEntry } from '@/features/admin/panel/team-api';
import { historyLine } from '@/features/admin/panel/labels';

/** The history section of one booking. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchBookingHistory(bookingId).then(
      (items) => live && setEntries(items),
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [bookingId]);
  return (
    <section aria-labelledby={`history-${bookingId}`} lang="it" className="mt-6">
      <h3 id={`history-${bookingId}`} className="mb-2 text-lg text-white">
        Storico
      </h3>
      {entries === null ? (
        <p className="text-sm">Caricamento storico…</p>
      ) : entries.length === 0 ? (
        <p className="text-sm">Nessuna modifica registrata.</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="booking-history">
          {entries.map((e) => (
            <li key={e.id}>{historyLine(e)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
