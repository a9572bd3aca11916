/**
 * The Booking Details dialog: the labels the customer chose (the form's option lists), both services,
 * times in Asia/Bangkok (24-hour, British dates), duration in hours,
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
import { bookingReference, capitalise, formatBaht, formatHoursIt } from '@/features/admin-panel/format';
import { AGENCY_OPTION_LABELS, AGENCY_WORDS } from '@/features/booking/agency-catalogue';
import { pickMoney } from '@/features/booking-life/payment-split';
import { priceLines } from '@/features/booking/price-lines';
import { cityLabel, optionLabel } from '@/features/booking/booking-view';
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
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** The dialog, open while mounted. */
export function BookingDetailsDialog(props: { booking: AdminBooking; onClose: () => void }) {
  const { onClose } = props;
  // The advance buttons answer the updated booking; it stays shown even if the list's filter drops it.
  const [booking, setBooking] = useState(props.booking);
  const locale = usePanelLocale();
  const [editing, setEditing] = useState(false);
  const hold = (action: 'extend' | 'exempt' | 'include', done: string) =>
    toastOutcome(async () => setBooking(await holdAction(booking.id, action)), done, 'Operazione non riuscita');
  // The booking's performers by role (named by the booking itself), then those deleted since by the name they had.
  const names = (ids: string[], role: 'stripper' | 'waiter') =>
    [
      ...ids.map((id) => performerName(booking, id)),
      ...booking.formerPerformers.filter((p) => p.role === role).map((p) => `${p.name} (eliminato)`),
    ].join(', ') || '—';
  const rows: [string, string][] = [
    ['Riferimento', `#${bookingReference(booking.id)}`],
    ['Stato', capitalise(booking.status)],
    ['Cliente', booking.customerName],
    ['E-mail', booking.customerEmail || '—'],
    ['Telefono', booking.customerPhone || '—'],
    ["Data e ora dell'evento", formatEventDateTime(booking.eventDate, booking.eventTime)],
    ['Durata', formatHoursIt(booking.duration)],
    ['Città', cityLabel(booking.location, '—')],
    ['Indirizzo', booking.address || '—'],
    ['Tipo di luogo', optionLabel(AGENCY_OPTION_LABELS.venue, booking.venueType, '—')],
    ['Impianto audio', optionLabel(AGENCY_OPTION_LABELS.sound, booking.soundSystem, '—')],
    ['Occasione', optionLabel(AGENCY_OPTION_LABELS.occasion, booking.occasion, '—')],
    ['Servizi', serviceName(booking)],
    ['Stile dello spettacolo', capitalise(booking.performanceStyle)],
    ['Spogliarellisti', names(booking.stripperIds, 'stripper')],
    ['Camerieri in topless', names(booking.waiterIds, 'waiter')],
    ['Brief della festa', agencyBriefLine(booking.brief)],
    ['Risposte dei performer', answerLines(booking).join('; ') || '—'],
    // The customer's price lines from the stored money, in the panel's words.
    ...priceLines(
      {
        ...pickMoney(booking),
        services: bookingServices(booking),
        price: readBookingData(booking.additionalData).price,
      },
      AGENCY_WORDS,
    ),
    ...(booking.priceOverrideReason
      ? ([['Prezzo modificato', `${booking.priceOverrideReason} (listino: ${formatBaht(booking.enginePrice ?? 0)})`]] as [string, string][])
      : []),
    ['Presa da', booking.source === 'agency' ? 'Agenzia' : 'Cliente (sito)'],
    ['Acconto', adminAdvanceLabel(booking.advanceStatus, locale)],
    [
      'Blocco non pagato',
      booking.holdExempt
        ? 'Esente (mai annullata)'
        : booking.holdExpiresAt
          ? `In scadenza: annullata il ${formatDateTime(booking.holdExpiresAt)}`
          : '—',
    ],
    ['Pagamento segnalato il', booking.advanceReportedAt ? formatDateTime(booking.advanceReportedAt) : '—'],
    ['Promemoria inviato', booking.reminderSentAt ? formatDateTime(booking.reminderSentAt) : '—'],
    ['Richieste particolari', booking.specialRequests || '—'],
    ['Prenotata il', formatDateTime(booking.createdAt)],
  ];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Booking Details">
      <DetailsList rows={rows} />
      <AdvancePanel booking={booking} onChange={setBooking} />
      <BookingHistory bookingId={booking.id} />
      <ReplacePerformers booking={booking} nameOf={(id) => performerName(booking, id)} onChange={setBooking} />
      <PerformerNoteForm booking={booking} onChange={setBooking} />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {booking.status === 'pending' && booking.advanceStatus === 'unpaid' && (
          <>
            <button type="button" className={smallButton} onClick={() => void hold('extend', 'Blocco prorogato')}>
              Proroga
            </button>
            <button
              type="button"
              className={smallButton}
              onClick={() =>
                void hold(booking.holdExempt ? 'include' : 'exempt', booking.holdExempt ? 'Esenzione tolta' : 'Prenotazione esentata')
              }
            >
              {booking.holdExempt ? "Togli l'esenzione" : 'Esenta'}
            </button>
          </>
        )}
        {!isClosed(booking.status) && (
          <button type="button" className={smallButton} onClick={() => setEditing(true)}>
            Modifica
          </button>
        )}
        <Dialog.Close className={smallButton}>Chiudi</Dialog.Close>
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
  const [note, setNote] = useState(props.booking.performerNote ?? '');
  const [status, setStatus] = useState('');
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      props.onChange(await setPerformerNote(props.booking.id, note));
      setStatus('Nota salvata');
    } catch (error) {
      setStatus(errorText(error));
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} className="mt-6 space-y-2">
      <label htmlFor="performer-note" className="block text-sm font-semibold text-white">
        Nota per i performer
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
          Salva nota
        </button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
