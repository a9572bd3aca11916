/**
 * Rescheduling from the calendar (the "Sposta" dialog and drag and drop): the agency's edit of the
 * booking's date and time (PATCH /api/admin/bookings/{id}, conflict-checked on the server), with
 * "Annulla" in the toast putting it back where it was.
 */
import { showToast } from '@/lib/toast-store';
import { editAgencyBooking } from '@/features/manage-bookings/panel/bookings-api';
import { bookingReference } from '@/features/admin-panel/format';
import { errorText } from '@/features/admin-panel/errors';
import { $panelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { dayLabel } from './calendar-view';
import { refreshCalendar } from './calendar-api';

/** Where a booking is: its Bangkok date and start time. */
export interface Slot {
  eventDate: string;
  eventTime: string;
}

/** Moves a booking to `to` (from `from`), toasting the outcome with an undo in the reader's language; answers whether it moved. */
export async function moveBooking(id: string, was: Slot, to: Slot, notifyCustomer = true): Promise<boolean> {
  const ref = bookingReference(id);
  // The language when the move was asked for: the toasts after it say the same.
  const locale = $panelLocale.get();
  const o = { locale };
  const at = (slot: Slot) => ({ ref, day: dayLabel(slot.eventDate, locale), time: slot.eventTime });
  // Only the slot goes back on undo (the caller may pass a whole calendar entry).
  const from = { eventDate: was.eventDate, eventTime: was.eventTime };
  try {
    await editAgencyBooking(id, { eventDate: to.eventDate, eventTime: to.eventTime, notifyCustomer });
  } catch (error) {
    showToast({ title: pm.calendar_move_failed({ ref }, o), description: errorText(error), variant: 'destructive' });
    return false;
  } finally {
    refreshCalendar();
  }
  showToast({
    title: pm.calendar_moved(at(to), o),
    duration: 10_000,
    action: {
      label: pm.calendar_undo({}, o),
      onClick: () => {
        void editAgencyBooking(id, { ...from, notifyCustomer })
          .then(() => showToast({ title: pm.calendar_moved_back(at(from), o) }))
          .catch((error: unknown) =>
            showToast({ title: pm.calendar_undo_failed({}, o), description: errorText(error), variant: 'destructive' }),
          )
          .finally(refreshCalendar);
      },
    },
  });
  return true;
}
