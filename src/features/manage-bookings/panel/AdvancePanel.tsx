/**
 * The advance part of Booking Details: the transfer slip (served only to the admin session) with the bank
 * reference read from its QR code, the shares and refused slips (SharesTable), and the
 * buttons for the moves the API allows; each answers the updated booking, which replaces the shown one.
 */
import { useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { setAdvanceStatus } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import { ConfirmButton, smallButton } from '@/features/admin-panel/ui';
import { advanceActions, type AdvanceAction } from './advance-actions';
import { SharesTable } from './SharesTable';

/** The slip and the advance buttons of one booking. */
export function AdvancePanel({ booking, onChange }: { booking: AdminBooking; onChange: (booking: AdminBooking) => void }) {
  const [busy, setBusy] = useState(false);
  // Shares not yet received: marking the whole advance received settles them, so that button asks first.
  const [openShares, setOpenShares] = useState(0);
  const reference = bookingReference(booking.id);
  const question = (action: AdvanceAction) =>
    action.target === 'received'
      ? {
          title: "Segnare l'acconto come ricevuto?",
          description: `Le quote ancora aperte (${openShares}) della prenotazione #${reference} risulteranno pagate al banco: nessun ospite dovrà più pagarle.`,
        }
      : {
          title: "Segnare l'acconto come rimborsato?",
          description: `L'acconto della prenotazione #${reference} risulta restituito al cliente. Non si può annullare.`,
        };

  const run = async (action: AdvanceAction) => {
    setBusy(true);
    try {
      onChange(await setAdvanceStatus(booking.id, action.target));
      showToast({ title: action.success });
    } catch (error) {
      showToast({ title: "Errore durante l'aggiornamento dell'acconto", description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="advance-slip-heading" lang="it" className="mt-6 border-t border-ink-line pt-4">
      <h3 id="advance-slip-heading" className="text-base font-semibold text-white">
        Ricevuta del bonifico
      </h3>
      {booking.advanceSlipUrl ? (
        <a href={booking.advanceSlipUrl} target="_blank" rel="noopener" className="mt-2 inline-block">
          <img
            src={booking.advanceSlipUrl}
            alt={`Ricevuta del bonifico della prenotazione #${reference}`}
            className="max-h-96 max-w-full rounded-lg border border-ink-line bg-ink object-contain"
          />
          <span className="mt-1 block text-sm text-gold underline">Apri la ricevuta a grandezza intera</span>
        </a>
      ) : (
        <p className="mt-2 text-sm">Nessuna ricevuta allegata</p>
      )}
      {booking.advanceSlipReference && (
        <p className="mt-1 text-sm" data-testid="advance-slip-reference">
          Rif. bancario della ricevuta: <span className="font-mono text-white">{booking.advanceSlipReference}</span>
        </p>
      )}
      {/* Keyed by the advance status: marking the advance received settles the open shares, so the table reloads. */}
      <SharesTable
        key={booking.advanceStatus}
        bookingId={booking.id}
        onAdvance={(advanceStatus) => onChange({ ...booking, advanceStatus })}
        onOpen={setOpenShares}
      />
      {advanceActions(booking.advanceStatus).length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3" aria-busy={busy}>
          {advanceActions(booking.advanceStatus).map((action) =>
            action.confirm || (action.target === 'received' && openShares > 0) ? (
              <ConfirmButton
                key={action.target}
                label={action.label}
                {...question(action)}
                confirmLabel={action.label}
                disabled={busy}
                onConfirm={() => void run(action)}
              />
            ) : (
              <button
                key={action.target}
                type="button"
                className={action.target === 'received' ? 'btn-gold disabled:opacity-60' : smallButton}
                disabled={busy}
                onClick={() => void run(action)}
              >
                {action.label}
              </button>
            ),
          )}
        </div>
      )}
    </section>
  );
}
