/**
 * The shares of a split advance in Booking Details (Italian): each share's amount, reference, state, the way
 * it was paid, the guest's e-mail, its slip (served to the admin session only) with the bank reference read from
 * its QR code, and "Segna ricevuta"; then the slips refused because their bank reference was already used.
 */
import { useEffect, useState } from 'react';
import type { ShareView } from '@/features/advance/shares.server';
import type { SlipReuseView } from '@/features/advance/slip-reuse.server';
import type { AdvanceStatus } from '@db/statuses';
import { bookingSharesOf, receiveShareOf } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { smallButton } from '@/features/admin-panel/ui';
import { SHARE_STATE_LABELS, shareMethodLabel } from '@/features/advance/share-labels';
import { shareSlipRoute } from '@/features/advance/advance.routes';
import { routePath } from '@/lib/route-contract';

const COLUMNS = ['Quota', 'Importo', 'Stato', 'Metodo', 'Ospite', 'Azioni'];

/** One refused slip in Italian: "Ricevuta già usata per AB12CD34-1 (quota 2, rif. bancario 004-…, 26/11/2026 21:04)". */
export function slipReuseText(reuse: SlipReuseView): string {
  const what = reuse.shareNumber === null ? 'acconto intero' : `quota ${reuse.shareNumber}`;
  return `Ricevuta già usata per ${reuse.usedFor} (${what}, rif. bancario ${reuse.reference}, ${formatDateTime(reuse.at)})`;
}

/**
 * The table (nothing while the advance is paid as one payment) and the refused slips (nothing when none was);
 * `onAdvance` gets the booking's advance status after a change, `onOpen` how many shares are not yet received.
 */
export function SharesTable({
  bookingId,
  onAdvance,
  onOpen,
}: {
  bookingId: string;
  onAdvance: (status: AdvanceStatus) => void;
  onOpen?: (count: number) => void;
}) {
  const [shares, setShares] = useState<ShareView[] | null>(null);
  const [reuses, setReuses] = useState<SlipReuseView[]>([]);
  const [busy, setBusy] = useState(0);
  useEffect(() => {
    let live = true;
    bookingSharesOf(bookingId).then(
      (answer) => {
        if (!live) return;
        setShares(answer.shares);
        setReuses(answer.slipReuses);
      },
      () => live && setShares([]),
    );
    return () => {
      live = false;
    };
  }, [bookingId]);
  useEffect(() => {
    if (shares) onOpen?.(shares.filter((share) => share.status !== 'received').length);
  }, [shares, onOpen]);
  const flags = reuses.length > 0 && (
    <ul className="mt-3 flex flex-col gap-1 text-sm text-error" aria-label="Ricevute rifiutate" data-testid="slip-reuses">
      {reuses.map((reuse) => (
        <li key={`${reuse.at}-${reuse.reference}`}>{slipReuseText(reuse)}</li>
      ))}
    </ul>
  );
  if (!shares || shares.length === 0) return flags || null;

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
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-1 pr-3">
                  {column}
                </th>
              ))}
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
                      href={routePath(shareSlipRoute, { params: { id: bookingId, number: share.number } })}
                      target="_blank"
                      rel="noopener"
                      className="text-gold underline"
                    >
                      Ricevuta<span className="sr-only"> della quota {share.reference}</span>
                    </a>
                  )}
                  {share.slipReference && <span className="font-mono text-xs">Rif. bancario {share.slipReference}</span>}
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
      {flags}
    </section>
  );
}
