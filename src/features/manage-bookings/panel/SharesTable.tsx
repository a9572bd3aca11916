/**
 * The shares of a split advance in Booking Details, in the reader's panel language: each share's amount, reference,
 * state, the way it was paid, the guest's e-mail, its slip (served to the admin session only) with the bank reference
 * read from its QR code, and "Segna ricevuta"; then the slips refused because their bank reference was already used.
 */
import { useEffect, useState } from 'react';
import type { PanelLocale } from '@db/locales';
import type { ShareView } from '@/features/advance/shares.server';
import type { SlipReuseView } from '@/features/advance/slip-reuse.server';
import type { AdvanceStatus } from '@db/statuses';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { bookingSharesOf, receiveShareOf } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { smallButton } from '@/features/admin-panel/ui';
import { shareSlipRoute } from '@/features/advance/advance.routes';
import { shareMethodText, shareStateText } from '@/features/advance/share-labels';
import { routePath } from '@/lib/route-contract';

/** One refused slip: "Ricevuta già usata per AB12CD34-1 (quota 2, rif. bancario 004-…, 26/11/2026 21:04)". */
export function slipReuseText(reuse: SlipReuseView, locale: PanelLocale): string {
  const o = { locale };
  const what = reuse.shareNumber === null ? pm.shares_whole_advance({}, o) : pm.shares_share_number({ number: reuse.shareNumber }, o);
  return pm.shares_slip_reused({ usedFor: reuse.usedFor, what, reference: reuse.reference, at: formatDateTime(reuse.at, locale) }, o);
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
  const locale = usePanelLocale();
  const o = { locale };
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
    <ul className="mt-3 flex flex-col gap-1 text-sm text-error" aria-label={pm.shares_refused_slips({}, o)} data-testid="slip-reuses">
      {reuses.map((reuse) => (
        <li key={`${reuse.at}-${reuse.reference}`}>{slipReuseText(reuse, locale)}</li>
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
      showToast({ title: pm.shares_received({ number }, o) });
    } catch (error) {
      showToast({ title: pm.shares_update_failed({}, o), description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(0);
    }
  };
  const columns = [
    pm.shares_column_share({}, o),
    pm.shares_column_amount({}, o),
    pm.shares_column_status({}, o),
    pm.shares_column_method({}, o),
    pm.shares_column_guest({}, o),
    pm.shares_column_actions({}, o),
  ];
  return (
    <section aria-labelledby={`shares-${bookingId}`} lang={locale} className="mt-4">
      <h4 id={`shares-${bookingId}`} className="text-sm font-semibold text-white">
        {pm.shares_heading({ count: shares.length }, o)}
      </h4>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-ink-line">
              {columns.map((column) => (
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
                <td className="py-2 pr-3">{shareStateText(share.status, locale)}</td>
                <td className="py-2 pr-3">{shareMethodText(share.method, locale)}</td>
                <td className="py-2 pr-3 break-all">{share.guestEmail ?? '—'}</td>
                <td className="flex flex-wrap gap-2 py-2">
                  {share.slip && (
                    <a
                      href={routePath(shareSlipRoute, { params: { id: bookingId, number: share.number } })}
                      target="_blank"
                      rel="noopener"
                      className="text-gold underline"
                    >
                      {pm.shares_slip({}, o)}
                      <span className="sr-only"> {pm.shares_slip_of({ reference: share.reference }, o)}</span>
                    </a>
                  )}
                  {share.slipReference && (
                    <span className="font-mono text-xs">{pm.shares_bank_reference({ reference: share.slipReference }, o)}</span>
                  )}
                  {share.status !== 'received' && (
                    <button type="button" className={smallButton} disabled={busy !== 0} onClick={() => void receive(share.number)}>
                      {pm.shares_mark_received({}, o)}
                      <span className="sr-only"> {pm.shares_mark_received_of({ reference: share.reference }, o)}</span>
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
