/**
 * The shares of a split advance in Booking Details (Italian): each share's amount, reference, state, the way
 * it was paid, the guest's e-mail, its slip (served to the admin session only) and "Segna ricevuta".
 */
import { useEffect, useState } from 'react';
import type { ShareView } from '@/features/advance/shares.server';
import type { AdvanceStatus } from '@db/statuses';
import { bookingSharesOf, receiveShareOf } from '@/features/admin-panel/api';
import { errorText } from '@/features/admin-panel/errors';
import { formatBaht } from '@/lib/money';
import { showToast } from '@/lib/toast-store';
import { smallButton } from '@/features/admin-panel/ui';
import { SHARE_STATE_LABELS, shareMethodLabel } from '@/features/advance/share-labels';

/** The table, or nothing while the advance is paid as one payment; `onAdvance` gets the booking's advance status after a change. */
export function SharesTable({ bookingId, onAdvance }: { bookingId: string; onAdvance: (status: AdvanceStatus) => void }) {
  const [shares, setShares] = useState<ShareView[] | null>(null);
  const [busy, setBusy] = useState(0);
  useEffect(() => {
    let live = true;
    bookingSharesOf(bookingId).then(
      (list) => live && setShares(list),
      () => live && setShares([]),
    );
    return () => {
      live = false;
    };
  }, [bookingId]);
  if (!shares || shares.length === 0) return null;

  const receive = async (number: number) => {
    setBusy(number);
    try {
      const { advanceStatus, ...share } = await receiveShareOf(bookingId, number);
      setShares((all) => all && all.map((s) => (s.number === number ? share : s)));
      onAdvance(advanceStatus);
      showToast({ title: `Quota ${number} segnata come ricevuta` });
    } catch (error) {
      showToast({ title: "Errore durante l'aggiornamento della quota", description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(0);
    }
  };
  return (
    <section aria-labelledby={`shares-${bookingId}`} lang="it" className="mt-4">
      <h4 id={`shares-${bookingId}`} className="text-sm font-semibold text-white">
        Acconto diviso in {shares.length} quote
      </h4>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-ink-line">
              <th scope="col" className="py-1 pr-3">
                Quota
              </th>
              <th scope="col" className="py-1 pr-3">
                Importo
              </th>
              <th scope="col" className="py-1 pr-3">
                Stato
              </th>
              <th scope="col" className="py-1 pr-3">
                Metodo
              </th>
              <th scope="col" className="py-1 pr-3">
                Ospite
              </th>
              <th scope="col" className="py-1">
                Azioni
              </th>
            </tr>
          </thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.number} className="border-b border-ink-line align-top" data-testid={`admin-share-${share.number}`}>
                <th scope="row" className="py-2 pr-3 font-mono font-normal">
                  {share.reference}
                </th>
                <td className="py-2 pr-3 text-white">{formatBaht(share.amount)}</td>
                <td className="py-2 pr-3">{SHARE_STATE_LABELS[share.status]}</td>
                <td className="py-2 pr-3">{shareMethodLabel(share.method)}</td>
                <td className="py-2 pr-3 break-all">{share.guestEmail ?? '—'}</td>
                <td className="flex flex-wrap gap-2 py-2">
                  {share.slip && (
                    <a
                      href={`/api/admin/bookings/${bookingId}/shares/${share.number}/slip`}
                      target="_blank"
                      rel="noopener"
                      className="text-gold underline"
                    >
                      Ricevuta<span className="sr-only"> della quota {share.reference}</span>
                    </a>
                  )}
                  {share.status !== 'received' && (
                    <button type="button" className={smallButton} disabled={busy !== 0} onClick={() => void receive(share.number)}>
                      Segna ricevuta<span className="sr-only"> la quota {share.reference}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
