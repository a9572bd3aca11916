/** "Sposta": the keyboard and dialog way to reschedule a booking (date and time pickers), like dragging it in the week view. */
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { bookingReference } from '@/features/admin-panel/format';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import type { CalendarBooking } from './calendar-api';
import { moveBooking } from './move-booking';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** The dialog, open while mounted. */
export function MoveDialog(props: { booking: CalendarBooking; onClose: () => void }) {
  const { booking, onClose } = props;
  const locale = usePanelLocale();
  const o = { locale };
  const [eventDate, setDate] = useState(booking.eventDate);
  const [eventTime, setTime] = useState(booking.eventTime);
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const moved = await moveBooking(booking.id, booking, { eventDate, eventTime }, notify);
    setBusy(false);
    if (moved) onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pm.calendar_move_title({ ref: bookingReference(booking.id) }, o)}
      description={pm.calendar_move_text({}, o)}
    >
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label={pm.calendar_move_form({}, o)} lang={locale}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={pm.calendar_new_date({}, o)}>
            {(aria) => (
              <input {...aria} type="date" required className={controlClass} value={eventDate} onChange={(e) => setDate(e.target.value)} />
            )}
          </Field>
          <Field label={pm.calendar_new_time({}, o)}>
            {(aria) => (
              <input {...aria} type="time" required className={controlClass} value={eventTime} onChange={(e) => setTime(e.target.value)} />
            )}
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
          <span className="text-white">{pm.calendar_notify_customer({}, o)}</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={smallButton} onClick={onClose}>
            {pm.calendar_cancel({}, o)}
          </button>
          <button type="submit" className="btn-gold" disabled={busy}>
            {busy ? pm.calendar_moving({}, o) : pm.calendar_move({}, o)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
