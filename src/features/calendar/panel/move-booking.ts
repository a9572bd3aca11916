/**
 * Rescheduling from the calendar (the "Sposta" dialog and drag and drop): the agency's edit of the
 * booking's date and time (PATCH /api/admin/bookings/{id}, conflict-checked on the server), with
 * "Annulla" in the toast putting it back where it was.
 */
import { showToast } from '@/lib/toast-store';
import { editAgencyBooking } from '@/features/manage-bookings/panel/bookings-api';
import { bookingReference } from '@/features/admin-panel/format';
import { errorText } from '@/features/admin-panel/errors';
import { dayLabel } from './calendar-view';
import { refreshCalendar } from './calendar-api';

/** Where a booking is: its Bangkok date and start time. */
export interface Slot {
  eventDate: string;
  eventTime: string;
}

/** Moves a booking to `to` (from `from`), toasting the outcome with an undo; answers whether it moved. */
export async function moveBooking(id: string, was: Slot, to: Slot, notifyCustomer = true): Promise<boolean> {
  const ref = bookingReference(id);
  // Only the slot goes back on undo (the caller may pass a whole calendar entry).
  const from = { eventDate: was.eventDate, eventTime: was.eventTime };
  try {
    await editAgencyBooking(id, { eventDate: to.eventDate, eventTime: to.eventTime, notifyCustomer });
  } catch (error) {
    showToast({ title: `Impossibile spostare #${ref}`, description: errorText(error), variant: 'destructive' });
    return false;
  } finally {
    refreshCalendar();
  }
  showToast({
    title: `#${ref} spostata a ${dayLabel(to.eventDate)}, ${to.eventTime}`,
    duration: 10_000,
    action: {
      label: 'Annulla',
      onClick: () => {
        void editAgencyBooking(id, { ...from, notifyCustomer })
          .then(() => showToast({ title: `#${ref} riportata a ${dayLabel(from.eventDate)}, ${from.eventTime}` }))
          .catch((error: unknown) =>
            showToast({ title: `Impossibile annullare lo spostamento`, description: errorText(error), variant: 'destructive' }),
          )
          .finally(refreshCalendar);
      },
    },
  });
  return true;
}
