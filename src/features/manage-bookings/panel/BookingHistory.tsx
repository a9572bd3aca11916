/** A booking's history in Booking Details: who confirmed, cancelled or changed it, and when ("Confermata da Giulia, 14/03 21:05"). */
import { useEffect, useState } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { fetchBookingHistory, type AuditEntry } from '@/features/admin/panel/team-api';
import { historyLine } from '@/features/admin/panel/labels';

/** The history section of one booking, in the reader's language. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const locale = usePanelLocale();
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
    <section aria-labelledby={`history-${bookingId}`} lang={locale} className="mt-6">
      <h3 id={`history-${bookingId}`} className="mb-2 text-lg text-white">
        {pm.history_title({}, { locale })}
      </h3>
      {entries === null ? (
        <p className="text-sm">{pm.history_loading({}, { locale })}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm">{pm.history_none({}, { locale })}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="booking-history">
          {entries.map((e) => (
            <li key={e.id}>{historyLine(e, locale)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
