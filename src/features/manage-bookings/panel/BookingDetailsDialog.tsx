/**
 * The Booking Details dialog: the labels the customer chose (the form's option lists), both services,
 * times in Asia/Bangkok (24-hour, dates in the reader's language), duration in hours,
 * the price lines the customer sees, the advance status with the slip and its buttons (the only thing
 * changed from here).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { isClosed } from '@/features/booking-life/statuses';
import { useState } from 'react';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { holdAction, setPerformerNote } from './bookings-api';
import { controlClass } from '@/components/ui/field-ids';
import { errorText } from '@/features/admin-panel/errors';
import { bookingReference, capitalise, formatBaht, formatHours } from '@/features/admin-panel/format';
import { AGENCY_OPTION_LABELS, agencyWordsIn } from '@/features/booking/agency-catalogue';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import type { PanelLocale } from '@db/locales';
import { pickMoney } from '@/features/booking-life/payment-split';
import { priceLines } from '@/features/booking/price-lines';
import { cityLabel } from '@/features/booking/booking-view';
import type { AdminBooking } from './bookings-api';
import { agencyBriefLine } from '@/features/party-brief/brief-labels';
import { DetailsList, Modal, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { AdvancePanel } from './AdvancePanel';
import { AgencyBookingDialog } from './AgencyBookingDialog';
import { BookingHistory } from './BookingHistory';
import { bookingServices } from './confirm-booking';
import { readBookingData } from '@/features/booking/booking-data';
import { serviceName } from '@/features/booking/service-name';
import { answerLines, performerName } from './performer-answers';
import { ReplacePerformers } from './ReplacePerformer';
import { adminAdvanceLabel } from './advance-actions';

/** The dialog, open while mounted. */
export function BookingDetailsDialog(props: { booking: AdminBooking; onClose: () => void }) {
  const { onClose } = props;
  const locale = usePanelLocale();
  const o = { locale };
  // The booking in the reader's panel language.
  const words = agencyWordsIn(locale);
  const option = (group: keyof typeof AGENCY_OPTION_LABELS, value: string | null) => (value ? (words.option(group, value) ?? value) : '—');
  // The advance buttons answer the updated booking; it stays shown even if the list's filter drops it.
  const [booking, setBooking] = useState(props.booking);
  const [editing, setEditing] = useState(false);
  const hold = (action: 'extend' | 'exempt' | 'include', done: string) =>
    toastOutcome(async () => setBooking(await holdAction(booking.id, action)), done, pm.bookings_hold_failed({}, o));
  // The booking's performers by role (named by the booking itself), then those deleted since by the name they had.
  const names = (ids: string[], role: 'stripper' | 'waiter') =>
    [
      ...ids.map((id) => performerName(booking, id)),
      ...booking.formerPerformers.filter((p) => p.role === role).map((p) => pm.bookings_former_performer({ name: p.name }, o)),
    ].join(', ') || '—';
  const rows: [string, string][] = [
    [pm.bookings_row_reference({}, o), `#${bookingReference(booking.id)}`],
    [pm.bookings_row_status({}, o), capitalise(booking.status)],
    [pm.bookings_row_customer({}, o), booking.customerName],
    [pm.bookings_row_email({}, o), booking.customerEmail || '—'],
    [pm.bookings_row_phone({}, o), booking.customerPhone || '—'],
    [pm.bookings_row_event({}, o), formatEventDateTime(booking.eventDate, booking.eventTime, locale)],
    [pm.bookings_row_duration({}, o), formatHours(booking.duration, locale)],
    [pm.bookings_row_city({}, o), cityLabel(booking.location, '—')],
    [pm.bookings_row_address({}, o), booking.address || '—'],
    [pm.bookings_row_venue({}, o), option('venue', booking.venueType)],
    [pm.bookings_row_sound({}, o), option('sound', booking.soundSystem)],
    [pm.bookings_row_occasion({}, o), option('occasion', booking.occasion)],
    [pm.bookings_row_services({}, o), serviceName(booking)],
    [pm.bookings_row_style({}, o), capitalise(booking.performanceStyle)],
    [pm.bookings_row_strippers({}, o), names(booking.stripperIds, 'stripper')],
    [pm.bookings_row_waiters({}, o), names(booking.waiterIds, 'waiter')],
    [pm.bookings_row_brief({}, o), agencyBriefLine(booking.brief)],
    [pm.bookings_row_answers({}, o), answerLines(booking, locale).join('; ') || '—'],
    // The customer's price lines from the stored money, in the reader's words.
    ...priceLines(
      {
        ...pickMoney(booking),
        services: bookingServices(booking),
        price: readBookingData(booking.additionalData).price,
      },
      words,
    ),
    ...(booking.priceOverrideReason
      ? ([
          [
            pm.bookings_row_override({}, o),
            pm.bookings_row_override_value({ reason: booking.priceOverrideReason, price: formatBaht(booking.enginePrice ?? 0) }, o),
          ],
        ] as [string, string][])
      : []),
    [pm.bookings_row_source({}, o), (booking.source === 'agency' ? pm.bookings_source_agency : pm.bookings_source_customer)({}, o)],
    [pm.bookings_row_advance({}, o), adminAdvanceLabel(booking.advanceStatus, locale)],
    [pm.bookings_row_hold({}, o), holdLine(booking, locale)],
    [pm.bookings_row_reported({}, o), booking.advanceReportedAt ? formatDateTime(booking.advanceReportedAt, locale) : '—'],
    [pm.bookings_row_reminder({}, o), booking.reminderSentAt ? formatDateTime(booking.reminderSentAt, locale) : '—'],
    [pm.bookings_row_requests({}, o), booking.specialRequests || '—'],
    [pm.bookings_row_booked({}, o), formatDateTime(booking.createdAt, locale)],
  ];
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

/** The unpaid hold: exempt, when it expires, or none. */
function holdLine(booking: AdminBooking, locale: PanelLocale): string {
  if (booking.holdExempt) return pm.bookings_hold_exempt({}, { locale });
  return booking.holdExpiresAt ? pm.bookings_hold_expires({ when: formatDateTime(booking.holdExpiresAt, locale) }, { locale }) : '—';
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
