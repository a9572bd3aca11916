/**
 * The Calendario tab: held bookings by day or week (Monday first), filtered to one performer or all,
 * with the performers' time off. Days are a list of headed lists, so a phone reads them top to bottom
 * and a screen reader can jump by heading; a wide screen lays the week out in seven columns.
 * A booking opens Booking Details. Times are Bangkok, 24-hour, British dates. The day view lays the day
 * out in hour rows: a booking dropped on an hour starts then (keeping its minutes), and an hour's "+"
 * opens a new booking at that hour; in the week view a drop on a day keeps the start time and a day's
 * "+" opens a new booking at the form's default time (20:00).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { todayInBangkok } from '@/lib/event-time';
import { $performers } from '@/features/admin-panel/api';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from '@/features/admin-panel/types';
import { Field, LoadError, Loading, SelectField, smallButton, StatusBadge } from '@/features/admin-panel/ui';
import { controlClass } from '@/components/ui/field-ids';
import { AgencyBookingDialog } from '@/features/admin-panel/bookings/AgencyBookingDialog';
import { MoveDialog } from './MoveDialog';
import { moveBooking } from './move-booking';
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
  { value: 'month', label: 'Mese' },
];

/** The drag payload's type: a booking's id (dropped on a day of the week view or an hour of the day view). */
const DRAG_TYPE = 'application/x-booking-id';

const cityName = (location: string | null) => (location && isCity(location) ? CITY_NAMES[location] : (location ?? ''));

/** The tab. */
export function CalendarTab() {
  const view = useStore($calendarView);
  const { data, error, loading } = useStore($calendar);
  const performers = useStore($performers).data ?? [];
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [moving, setMoving] = useState<CalendarBooking | null>(null);
  const [creating, setCreating] = useState<{ day: string; time?: string } | null>(null);

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
    view.mode === 'day'
      ? ['Indietro di un giorno', 'Avanti di un giorno']
      : view.mode === 'week'
        ? ['Indietro di una settimana', 'Avanti di una settimana']
        : ['Indietro di un mese', 'Avanti di un mese'];
  // A booking dropped on a day keeps its start time, on an hour row it starts at that hour (its minutes
  // kept); the server checks the performers are free.
  const drop = (id: string, day: string, hour?: number) => {
    const booking = data?.bookings.find((b) => b.id === id);
    if (!booking) return;
    const eventTime = hour === undefined ? booking.eventTime : `${String(hour).padStart(2, '0')}:${booking.eventTime.slice(3)}`;
    if (booking.eventDate !== day || booking.eventTime !== eventTime) void moveBooking(booking.id, booking, { eventDate: day, eventTime });
  };

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
        <div className="w-full sm:w-48">
          <Field label="Vai alla data">
            {(aria) => (
              <input
                {...aria}
                type="date"
                className={controlClass}
                value={view.anchor}
                onChange={(e) => e.target.value && set({ anchor: e.target.value })}
              />
            )}
          </Field>
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
      ) : view.mode === 'month' ? (
        <ol aria-busy={loading} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" data-testid="calendar-month">
          {days.map((day) => (
            <MonthDay
              key={day}
              day={day}
              today={day === today}
              inMonth={day.slice(0, 7) === view.anchor.slice(0, 7)}
              data={data}
              performerId={view.performerId}
              onOpen={() => set({ mode: 'day', anchor: day })}
            />
          ))}
        </ol>
      ) : (
        <ol aria-busy={loading} className={`grid gap-3 ${view.mode === 'week' ? 'lg:grid-cols-7' : ''}`}>
          {days.map((day) => (
            <Day
              key={day}
              day={day}
              today={day === today}
              data={data}
              performerId={view.performerId}
              opening={opening}
              onOpen={open}
              onMove={setMoving}
              onDrop={drop}
              onCreate={(time) => setCreating({ day, time })}
              hours={view.mode === 'day'}
            />
          ))}
        </ol>
      )}
      {moving && <MoveDialog booking={moving} onClose={() => setMoving(null)} />}
      {creating && <AgencyBookingDialog date={creating.day} time={creating.time} onClose={() => setCreating(null)} />}
      <FeedPanel />
      {details && <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />}
    </section>
  );
}

/** The bookings shown on a day (a show from the evening before that runs past midnight too), with their times. */
function bookingsOn(data: CalendarData, day: string, performerId: string) {
  return data.bookings.flatMap((booking) => {
    const times = timesOnDay(booking, day);
    return times && (performerId === 'all' || booking.performers.some((p) => p.id === performerId)) ? [{ ...booking, times }] : [];
  });
}

/** One day of the month view: its load (how many shows), opening the day. */
function MonthDay(props: { day: string; today: boolean; inMonth: boolean; data: CalendarData; performerId: string; onOpen: () => void }) {
  const count = bookingsOn(props.data, props.day, props.performerId).length;
  const load = count === 1 ? '1 prenotazione' : `${count} prenotazioni`;
  return (
    <li data-testid="calendar-month-day">
      <button
        type="button"
        onClick={props.onOpen}
        className={`block w-full rounded-lg border p-2 text-left text-sm hover:border-gold ${props.today ? 'border-gold' : 'border-ink-line'} ${
          props.inMonth ? 'bg-ink-soft' : 'opacity-60'
        }`}
      >
        {/* The name read out is the whole date and the load; the eye sees the day's number. */}
        <span className="block font-semibold text-white">
          <span className="sr-only">{dayLabel(props.day)}: </span>
          <span aria-hidden="true">{props.day.slice(8)}</span>
        </span>
        <span className="block">{count === 0 ? <span className="sr-only">nessuna prenotazione</span> : load}</span>
        <span aria-hidden="true" className="mt-1 block h-1.5 rounded bg-gold" style={{ width: `${Math.min(count, 5) * 20}%` }} />
      </button>
    </li>
  );
}

/** The drag handlers of a drop target for bookings (a day, or an hour of the day view). */
function dropTarget(setOver: (over: boolean) => void, onDrop: (id: string) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      // An hour row is inside its day: only the innermost target lights up and takes the drop.
      event.stopPropagation();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      setOver(false);
      const id = event.dataTransfer.getData(DRAG_TYPE);
      if (id) onDrop(id);
    },
  };
}

type DayBooking = ReturnType<typeof bookingsOn>[number];

/** One booking of a day: opens Booking Details; on its own day it can be dragged or moved with "Sposta". */
function Entry(props: {
  booking: DayBooking;
  day: string;
  opening: string | null;
  onOpen: (booking: CalendarBooking, button: HTMLElement) => void;
  onMove: (booking: CalendarBooking) => void;
}) {
  const { booking, day } = props;
  const ref = bookingReference(booking.id);
  const names = booking.performers.map((p) => p.name).join(', ') || 'Nessun performer';
  return (
    <li
      draggable={booking.eventDate === day}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, booking.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="calendar-entry"
    >
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
      {booking.eventDate === day && (
        <button
          type="button"
          className={`${smallButton} mt-1 w-full`}
          onClick={() => props.onMove(booking)}
          aria-label={`Sposta la prenotazione ${ref}`}
        >
          Sposta
        </button>
      )}
    </li>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour row of the day view: the bookings starting in it (a show from the day before at 00), a drop target and its "+". */
function HourRow(props: {
  hour: number;
  day: string;
  bookings: DayBooking[];
  entry: (booking: DayBooking) => ReactNode;
  onDrop: (id: string) => void;
  onCreate: (time: string) => void;
}) {
  const [over, setOver] = useState(false);
  const time = `${String(props.hour).padStart(2, '0')}:00`;
  return (
    <li
      className={`flex min-w-0 items-start gap-2 border-t py-1 ${over ? 'border-gold bg-ink' : 'border-ink-line'}`}
      data-testid="calendar-hour"
      data-hour={time}
      {...dropTarget(setOver, props.onDrop)}
    >
      <span className="w-12 shrink-0 pt-3 font-mono text-sm">{time}</span>
      {props.bookings.length > 0 ? (
        <ul className="grid min-w-0 flex-1 gap-2" aria-label={`Prenotazioni alle ${time}`}>
          {props.bookings.map(props.entry)}
        </ul>
      ) : (
        <span className="flex-1" />
      )}
      <button
        type="button"
        className="min-h-11 min-w-11 shrink-0 rounded-lg border border-ink-line text-sm hover:border-gold"
        onClick={() => props.onCreate(time)}
        aria-label={`Nuova prenotazione, ${dayLabel(props.day)} alle ${time}`}
      >
        +
      </button>
    </li>
  );
}

/**
 * One day: its bookings (in time order) and who is off; a booking can be dragged to another day (or, in
 * the day view, to an hour) or moved with "Sposta".
 */
function Day(props: {
  day: string;
  today: boolean;
  data: CalendarData;
  performerId: string;
  opening: string | null;
  hours: boolean;
  onOpen: (booking: CalendarBooking, button: HTMLElement) => void;
  onMove: (booking: CalendarBooking) => void;
  onDrop: (id: string, day: string, hour?: number) => void;
  onCreate: (time?: string) => void;
}) {
  const { day, data, performerId } = props;
  const [over, setOver] = useState(false);
  const shown = (id: string) => performerId === 'all' || id === performerId;
  const bookings = bookingsOn(data, day, performerId);
  const off = data.timeOff.flatMap((entry) => {
    const when = shown(entry.performerId) ? timeOffOnDay(entry, day) : undefined;
    return when ? [{ ...entry, when }] : [];
  });
  const headingId = `calendar-day-${day}`;
  const entry = (booking: DayBooking) => (
    <Entry key={booking.id} booking={booking} day={day} opening={props.opening} onOpen={props.onOpen} onMove={props.onMove} />
  );
  const offEntries = off.map((entry) => (
    <li key={entry.id} className="rounded-lg border border-dashed border-ink-line p-2 text-sm" data-testid="calendar-time-off">
      <span className="block font-semibold text-white">{entry.performerName}: assente</span>
      <span className="block">{entry.when}</span>
      {entry.note && <span className="block break-words">{entry.note}</span>}
    </li>
  ));
  // A show from the day before, running past midnight, sits in the first hour.
  const startHour = (booking: DayBooking) => (booking.eventDate === day ? Number(booking.eventTime.slice(0, 2)) : 0);
  return (
    <li
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border p-3 ${props.today || over ? 'border-gold' : 'border-ink-line'} bg-ink-soft`}
      data-testid="calendar-day"
      data-day={day}
      {...dropTarget(setOver, (id) => props.onDrop(id, day))}
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-white">
          {dayLabel(day)}
          {props.today && <span className="text-gold"> (oggi)</span>}
        </h3>
        {!props.hours && (
          <button
            type="button"
            className="min-h-11 min-w-11 rounded-lg border border-ink-line text-sm hover:border-gold"
            onClick={() => props.onCreate()}
            aria-label={`Nuova prenotazione, ${dayLabel(day)}`}
          >
            +
          </button>
        )}
      </div>
      {props.hours ? (
        <>
          {off.length > 0 && (
            <ul className="mb-2 grid gap-2" aria-label={`Assenze, ${dayLabel(day)}`}>
              {offEntries}
            </ul>
          )}
          <ol aria-label={`Ore, ${dayLabel(day)}`}>
            {HOURS.map((hour) => (
              <HourRow
                key={hour}
                hour={hour}
                day={day}
                bookings={bookings.filter((booking) => startHour(booking) === hour)}
                entry={entry}
                onDrop={(id) => props.onDrop(id, day, hour)}
                onCreate={props.onCreate}
              />
            ))}
          </ol>
        </>
      ) : bookings.length === 0 && off.length === 0 ? (
        <p className="text-sm text-mist">Nessuna prenotazione</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Prenotazioni e assenze, ${dayLabel(day)}`}>
          {bookings.map(entry)}
          {offEntries}
        </ul>
      )}
    </li>
  );
}
