/**
 * The Booking Details dialog: the booking's rows (booking-details.ts), the advance status with the slip and its buttons
 * (the only thing changed from here).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { isClosed } from '@/features/booking-life/statuses';
import { useState } from 'react';
import { holdAction, setPerformerNote } from './bookings-api';
import { controlClass } from '@/components/ui/field-ids';
import { errorText } from '@/features/admin-panel/errors';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import type { AdminBooking } from './bookings-api';
import { DetailsList, Modal, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { AdvancePanel } from './AdvancePanel';
import { AgencyBookingDialog } from './AgencyBookingDialog';
import { BookingHistory } from './BookingHistory';
import { performerName } from './performer-answers';
import { ReplacePerformers } from './ReplacePerformer';
import { detailRows } from './booking-details';

/** The dialog, open while mounted. */
export function BookingDetailsDialog(props: { booking: AdminBooking; onClose: () => void }) {
  const { onClose } = props;
  const locale = usePanelLocale();
  const o = { locale };
  // The advance buttons answer the updated booking; it stays shown even if the list's filter drops it.
  const [booking, setBooking] = useState(props.booking);
  const [editing, setEditing] = useState(false);
  const hold = (action: 'extend' | 'exempt' | 'include', done: string) =>
    toastOutcome(async () => setBooking(await holdAction(booking.id, action)), done, pm.bookings_hold_failed({}, o));
  const rows = detailRows(booking, locale);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={pm.bookings_details_title({}, o)}>
      <div lang={locale}>
        <DetailsList rows={rows} />
        <AdvancePanel booking={booking} onChange={setBooking} />
        <BookingHistory bookingId={booking.id} />
        <ReplacePerformers booking={booking} nameOf={(id) => performerName(booking, id)} onChange={setBooking} />
        <PerformerNoteForm booking={booking} onChange={setBooking} />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {booking.status === 'pending' && booking.advanceStatus === 'unpaid' && (
            <>
              <button type="button" className={smallButton} onClick={() => void hold('extend', pm.bookings_hold_extended({}, o))}>
                {pm.bookings_extend({}, o)}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  void (booking.holdExempt
                    ? hold('include', pm.bookings_hold_included({}, o))
                    : hold('exempt', pm.bookings_hold_exempted({}, o)))
                }
              >
                {(booking.holdExempt ? pm.bookings_include : pm.bookings_exempt)({}, o)}
              </button>
            </>
          )}
          {!isClosed(booking.status) && (
            <button type="button" className={smallButton} onClick={() => setEditing(true)}>
              {pm.bookings_edit({}, o)}
            </button>
          )}
          <Dialog.Close className={smallButton}>{pm.bookings_close({}, o)}</Dialog.Close>
        </div>
      </div>
      {editing && (
        <AgencyBookingDialog
          booking={booking}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setBooking(saved);
          }}
        />
      )}
    </Modal>
  );
}

/** The agency's note to the booking's performers (shown on their page, never to the customer). */
function PerformerNoteForm(props: { booking: AdminBooking; onChange: (booking: AdminBooking) => void }) {
  const o = { locale: usePanelLocale() };
  const [note, setNote] = useState(props.booking.performerNote ?? '');
  const [status, setStatus] = useState('');
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      props.onChange(await setPerformerNote(props.booking.id, note));
      setStatus(pm.bookings_note_saved({}, o));
    } catch (error) {
      setStatus(errorText(error));
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} className="mt-6 space-y-2">
      <label htmlFor="performer-note" className="block text-sm font-semibold text-white">
        {pm.bookings_note({}, o)}
      </label>
      <textarea
        id="performer-note"
        rows={2}
        maxLength={1000}
        className={controlClass}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={smallButton}>
          {pm.bookings_note_save({}, o)}
        </button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
