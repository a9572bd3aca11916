/** "Sposta": the keyboard and dialog way to reschedule a booking (date and time pickers), like dragging it in the week view. */
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { bookingReference } from '@/features/admin-panel/format';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import type { CalendarBooking } from './calendar-api';
import { moveBooking } from './move-booking';

/** The dialog, open while mounted. */
export function MoveDialog(props: { booking: CalendarBooking; onClose: () => void }) {
  const { booking, onClose } = props;
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
      title={`Sposta #${bookingReference(booking.id)}`}
      description="La nuova data e ora sono controllate contro le altre prenotazioni degli artisti."
    >
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Sposta prenotazione">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nuova data">
            {(aria) => (
              <input {...aria} type="date" required className={controlClass} value={eventDate} onChange={(e) => setDate(e.target.value)} />
            )}
          </Field>
          <Field label="Nuova ora">
            {(aria) => (
              <input {...aria} type="time" required className={controlClass} value={eventTime} onChange={(e) => setTime(e.target.value)} />
            )}
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
          <span className="text-white">Avvisa il cliente</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={smallButton} onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="btn-gold" disabled={busy}>
            {busy ? 'Spostamento...' : 'Sposta'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
