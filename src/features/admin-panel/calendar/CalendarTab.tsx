/**
 * The Calendario tab: held bookings by day or week (Monday first), filtered to one performer or all,
 * with the performers' time off. Days are a list of headed lists, so a phone reads them top to bottom
 * and a screen reader can jump by heading; a wide screen lays the week out in seven columns.
 * A booking opens Booking Details. Times are Bangkok, 24-hour, British dates.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { todayInBangkok } from '@/lib/event-time';
import { $performers } from '@/features/admin-panel/api';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from '@/features/admin-panel/types';
import { LoadError, Loading, SelectField, smallButton, StatusBadge } from '@/features/admin-panel/ui';
import { errorText } from '@/features/admin-panel/errors';
import { showToast } from '@/lib/toast-store';
import { BookingDetailsDialog } from '@/features/admin-panel/bookings/BookingDetailsDialog';
import { CITY_NAMES, isCity } from '@/content/cities';
import { $calendar, $calendarView, fetchBooking, refreshCalendar, type CalendarBooking, type CalendarData } from './calendar-api';
import { dayLabel, rangeLabel, step, timeOffOnDay, timesOnDay, visibleDays, type CalendarMode } from './calendar-view';
import { FeedPanel } from './FeedPanel';

const MODES: { value: CalendarMode; label: string }[] = [
  { value: 'day', label: 'Giorno' },
  { value: 'week', label: 'Settimana' },
];

const cityName = (location: string | null) => (location && isCity(location) ? CITY_NAMES[location] : (location ?? ''));

/** The tab. */
export function CalendarTab() {
  const view = useStore($calendarView);
  const { data, error, loading } = useStore($calendar);
  const performers = useStore($performers).data ?? [];
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  // The dialog has no Radix trigger, so focus goes back to the booking that opened it by hand.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!details) returnFocus.current?.focus();
  }, [details]);

  // Bookings may have changed in another tab since this range was cached.
  useEffect(refreshCalendar, []);

  const set = (change: Partial<typeof view>) => $calendarView.set({ ...view, ...change });
  const today = todayInBangkok();
  const days = visibleDays(view.mode, view.anchor);
  // The names contain the visible words (Indietro, Avanti), as screen readers and voice control expect.
  const [previous, next] =
    view.mode === 'day' ? ['Indietro di un giorno', 'Avanti di un giorno'] : ['Indietro di una settimana', 'Avanti di una settimana'];

  const open = async (booking: CalendarBooking, button: HTMLElement) => {
    if (opening) return;
    returnFocus.current = button;
    setOpening(booking.id);
    try {
      setDetails(await fetchBooking(booking.id));
    } catch (err) {
      showToast({ title: 'Errore nel caricamento della prenotazione', description: errorText(err), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="mb-4 text-xl">
        Calendario
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Vista" className="flex gap-2">
          {MODES.map((mode) => (
            <button
              key={mode.value}
              type="button"
              className={`${smallButton} aria-pressed:border-gold aria-pressed:text-gold`}
              aria-pressed={view.mode === mode.value}
              onClick={() => set({ mode: mode.value })}
            >
              {mode.label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Date" className="flex gap-2">
          <button
            type="button"
            className={smallButton}
            onClick={() => set({ anchor: step(view.mode, view.anchor, -1) })}
            aria-label={previous}
          >
            <span aria-hidden="true">‹</span> Indietro
          </button>
          <button type="button" className={smallButton} onClick={() => set({ anchor: today })} aria-describedby="calendar-today-hint">
            Oggi
          </button>
          <span id="calendar-today-hint" className="sr-only">
            {dayLabel(today)}
          </span>
          <button type="button" className={smallButton} onClick={() => set({ anchor: step(view.mode, view.anchor, 1) })} aria-label={next}>
            Avanti <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="w-full sm:w-64">
          <SelectField
            label="Performer"
            value={view.performerId}
            onChange={(performerId) => set({ performerId })}
            choices={[{ value: 'all', label: 'Tutti i performer' }, ...performers.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </div>
      </div>
      <p aria-live="polite" className="mb-4 font-semibold text-white" data-testid="calendar-range">
        {rangeLabel(view.mode, view.anchor)}
      </p>

      {error && !data ? (
        <LoadError title="Impossibile caricare il calendario" error={error} onRetry={() => $calendar.revalidate()} />
      ) : !data ? (
        <Loading>Caricamento del calendario...</Loading>
      ) : (
        <ol aria-busy={loading} className={`grid gap-3 ${view.mode === 'week' ? 'lg:grid-cols-7' : ''}`}>
          {days.map((day) => (
            <Day key={day} day={day} today={day === today} data={data} performerId={view.performerId} opening={opening} onOpen={open} />
          ))}
        </ol>
      )}
      <FeedPanel />
      {details && <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />}
    </section>
  );
}

/** One day: its bookings (in time order) and who is off. */
function Day(props: {
  day: string;
  today: boolean;
  data: CalendarData;
  performerId: string;
  opening: string | null;
  onOpen: (booking: CalendarBooking, button: HTMLElement) => void;
}) {
  const { day, data, performerId } = props;
  const shown = (id: string) => performerId === 'all' || id === performerId;
  const bookings = data.bookings.flatMap((booking) => {
    const times = timesOnDay(booking, day);
    return times && (performerId === 'all' || booking.performers.some((p) => shown(p.id))) ? [{ ...booking, times }] : [];
  });
  const off = data.timeOff.flatMap((entry) => {
    const when = shown(entry.performerId) ? timeOffOnDay(entry, day) : undefined;
    return when ? [{ ...entry, when }] : [];
  });
  const headingId = `calendar-day-${day}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border p-3 ${props.today ? 'border-gold' : 'border-ink-line'} bg-ink-soft`}
      data-testid="calendar-day"
    >
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-white">
        {dayLabel(day)}
        {props.today && <span className="text-gold"> (oggi)</span>}
      </h3>
      {bookings.length === 0 && off.length === 0 ? (
        <p className="text-sm text-mist">Nessuna prenotazione</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Prenotazioni e assenze, ${dayLabel(day)}`}>
          {bookings.map((booking) => {
            const ref = bookingReference(booking.id);
            const names = booking.performers.map((p) => p.name).join(', ') || 'Nessun performer';
            return (
              <li key={booking.id}>
                <button
                  type="button"
                  className="block w-full rounded-lg border border-ink-line p-2 text-left text-sm hover:border-gold focus-visible:border-gold aria-busy:opacity-60"
                  onClick={(event) => props.onOpen(booking, event.currentTarget)}
                  // Not disabled while loading: the button keeps focus, and Radix gives it back when the dialog closes.
                  aria-busy={props.opening === booking.id}
                  data-testid="calendar-booking"
                >
                  <span className="block font-semibold text-white">{booking.times}</span>
                  <span className="block font-mono">#{ref}</span>
                  <span className="block break-words">
                    {booking.serviceType} · {cityName(booking.location)}
                  </span>
                  <span className="block break-words">{names}</span>
                  <span className="mt-1 block">
                    <StatusBadge status={booking.status} />
                  </span>
                  <span className="sr-only"> (apri Booking Details)</span>
                </button>
              </li>
            );
          })}
          {off.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-dashed border-ink-line p-2 text-sm" data-testid="calendar-time-off">
              <span className="block font-semibold text-white">{entry.performerName}: assente</span>
              <span className="block">{entry.when}</span>
              {entry.note && <span className="block break-words">{entry.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
