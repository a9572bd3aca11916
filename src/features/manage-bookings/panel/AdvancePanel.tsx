/**
 * The advance part of Booking Details: the transfer slip (served only to the admin session) with the bank
 * reference read from its QR code, the shares and refused slips (SharesTable), and the
 * buttons for the moves the API allows; each answers the updated booking, which replaces the shown one.
 */
import { useState } from 'react';
import type { PanelLocale } from '@db/locales';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import type { AdminAdvanceTarget } from '@/features/advance/advance-status';
import { setAdvanceStatus } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import { ConfirmButton, smallButton } from '@/features/admin-panel/ui';
import { advanceActions, type AdvanceAction } from './advance-actions';
import { SharesTable } from './SharesTable';

type Said = (inputs: object, options: { locale: PanelLocale }) => string;
// Each button's text and the toast after it.
const BUTTONS: Record<AdminAdvanceTarget, { label: Said; done: Said }> = {
  received: { label: pm.advance_mark_received, done: pm.advance_marked_received },
  refunded: { label: pm.advance_mark_refunded, done: pm.advance_marked_refunded },
  unpaid: { label: pm.advance_mark_unpaid, done: pm.advance_marked_unpaid },
};

/** The slip and the advance buttons of one booking. */
export function AdvancePanel({ booking, onChange }: { booking: AdminBooking; onChange: (booking: AdminBooking) => void }) {
  const [busy, setBusy] = useState(false);
  // Shares not yet received: marking the whole advance received settles them, so that button asks first.
  const [openShares, setOpenShares] = useState(0);
  const locale = usePanelLocale();
  const o = { locale };
  const reference = bookingReference(booking.id);
  const question = (action: AdvanceAction) =>
    action.target === 'received'
      ? { title: pm.advance_received_title({}, o), description: pm.advance_received_text({ count: openShares, reference }, o) }
      : { title: pm.advance_refunded_title({}, o), description: pm.advance_refunded_text({ reference }, o) };

  const run = async (action: AdvanceAction) => {
    setBusy(true);
    try {
      onChange(await setAdvanceStatus(booking.id, action.target));
      showToast({ title: BUTTONS[action.target].done({}, o) });
    } catch (error) {
      showToast({ title: pm.advance_update_failed({}, o), description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="advance-slip-heading" lang={locale} className="mt-6 border-t border-ink-line pt-4">
      <h3 id="advance-slip-heading" className="text-base font-semibold text-white">
        {pm.advance_slip_heading({}, o)}
      </h3>
      {booking.advanceSlipUrl ? (
        <a href={booking.advanceSlipUrl} target="_blank" rel="noopener" className="mt-2 inline-block">
          <img
            src={booking.advanceSlipUrl}
            alt={pm.advance_slip_alt({ reference }, o)}
            className="max-h-96 max-w-full rounded-lg border border-ink-line bg-ink object-contain"
          />
          <span className="mt-1 block text-sm text-gold underline">{pm.advance_slip_open({}, o)}</span>
        </a>
      ) : (
        <p className="mt-2 text-sm">{pm.advance_slip_none({}, o)}</p>
      )}
      {booking.advanceSlipReference && (
        <p className="mt-1 text-sm" data-testid="advance-slip-reference">
          {pm.advance_slip_reference({}, o)} <span className="font-mono text-white">{booking.advanceSlipReference}</span>
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
          {advanceActions(booking.advanceStatus).map((action) => {
            const label = BUTTONS[action.target].label({}, o);
            return action.confirm || (action.target === 'received' && openShares > 0) ? (
              <ConfirmButton
                key={action.target}
                label={label}
                {...question(action)}
                confirmLabel={label}
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
                {label}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
