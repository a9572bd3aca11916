/**
 * "Sostituisci" in Booking Details: a button per performer of the booking opens the list of those free at
 * its time, of its city and role (the server's availability rule), each with their answers history;
 * choosing one moves the booking to him. A refusal (no longer free, another city or role) shows the
 * server's reason in the reader's language and the list is asked again.
 */
import { useCallback, useEffect, useState } from 'react';
import { isClosed } from '@/features/booking-life/statuses';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { replacementOptions, replacePerformer } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import type { AdminBooking, ReplacementOptions } from './bookings-api';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { showToast } from '@/lib/toast-store';
import { historyText } from './performer-answers';

/** The "Sostituisci {name}" buttons of a booking's performers, and the list each opens. */
export function ReplacePerformers(props: {
  booking: AdminBooking;
  nameOf: (id: string) => string;
  onChange: (booking: AdminBooking) => void;
}) {
  const { booking } = props;
  const [from, setFrom] = useState<string | null>(null);
  const locale = usePanelLocale();
  const onBooking = [...new Set([...booking.stripperIds, ...booking.waiterIds])];
  if (onBooking.length === 0 || isClosed(booking.status)) return null;
  return (
    <section className="mt-6" aria-labelledby="replace-heading">
      <h3 id="replace-heading" className="text-sm font-semibold text-white">
        {pm.performers_replace_heading({}, { locale })}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {onBooking.map((id) => (
          <button key={id} type="button" className={smallButton} onClick={() => setFrom(id)}>
            {pm.performers_replace({ name: props.nameOf(id) }, { locale })}
          </button>
        ))}
      </div>
      {from && (
        <ReplacementList
          booking={booking}
          from={from}
          fromName={props.nameOf(from)}
          onClose={(saved) => {
            setFrom(null);
            if (saved) props.onChange(saved);
          }}
        />
      )}
    </section>
  );
}

function ReplacementList(props: { booking: AdminBooking; from: string; fromName: string; onClose: (saved?: AdminBooking) => void }) {
  const { booking, from, fromName, onClose } = props;
  const [options, setOptions] = useState<ReplacementOptions | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const locale = usePanelLocale();
  const o = { locale };
  const load = useCallback(
    () =>
      replacementOptions(booking.id, from).then(setOptions, (e: unknown) => {
        setOptions({ from: { id: from, name: fromName, roles: [] }, candidates: [] });
        setError(errorText(e));
      }),
    [booking.id, from, fromName],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const choose = async (to: { id: string; name: string }) => {
    setBusy(true);
    setError('');
    try {
      const saved = await replacePerformer(booking.id, from, to.id);
      showToast({ title: pm.performers_replaced({}, o), description: pm.performers_replaced_text({ to: to.name, from: fromName }, o) });
      onClose(saved);
    } catch (e) {
      // Someone else may have taken him meanwhile: say why and show who is free now.
      setError(errorText(e));
      await load();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pm.performers_replace({ name: fromName }, o)}
      description={pm.performers_replace_text({}, o)}
    >
      {error && (
        <p role="alert" className="mb-3 text-sm text-error">
          {error}
        </p>
      )}
      {!options ? (
        <p role="status">{pm.performers_replace_searching({}, o)}</p>
      ) : options.candidates.length === 0 ? (
        <p>{pm.performers_replace_none({}, o)}</p>
      ) : (
        <ul className="divide-y divide-ink-line" aria-label={pm.performers_replace_free({}, o)}>
          {options.candidates.map((candidate) => (
            <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-white">{candidate.name}</p>
                <p className="text-sm">{historyText(candidate.answers, locale)}</p>
              </div>
              <button
                type="button"
                className={smallButton}
                disabled={busy}
                aria-label={pm.performers_choose_named({ name: candidate.name }, o)}
                onClick={() => void choose(candidate)}
              >
                {pm.performers_choose({}, o)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
