/**
 * The Calendario tab: held bookings by day, week (Monday first) or month, filtered to one performer or
 * all, with the performers' time off. Each day is a headed list of its 24 hour rows, so a screen reader
 * can jump by heading; the day view shows one day, the week view is a time grid of seven such columns
 * whose hour rows line up (CSS subgrid), scrolling sideways inside its own box when the screen is
 * narrower than the grid (the hours stay at the left; the page itself never scrolls sideways).
 * A booking opens Booking Details. Times are Bangkok, 24-hour, British dates. In both views a booking
 * dropped on an hour of a day moves to that day and hour, keeping its minutes (slotAtHour), and an
 * hour's "+" opens a new booking at that day and hour; "Sposta" is the keyboard's way. Each performer's
 * status on the night shows under the booking, the range asked for again every minute.
 */
import { usePerformers } from '@/features/performers/panel/use-performers';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { PanelLocale } from '@db/locales';
import { todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from '@/features/manage-bookings/manage-bookings.routes';
import { LoadError, Loading, smallButton, StatusBadge } from '@/features/admin-panel/ui';
import { TextField } from '@/components/ui/TextField';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { AgencyBookingDialog } from '@/features/manage-bookings/panel/AgencyBookingDialog';
import { MoveDialog } from './MoveDialog';
import { moveBooking } from './move-booking';
import { errorText } from '@/features/admin-panel/errors';
import { showToast } from '@/lib/toast-store';
import { BookingDetailsDialog } from '@/features/manage-bookings/panel/BookingDetailsDialog';
import { statusLabel } from '@/features/manage-bookings/panel/booking-row';
import { CITY_NAMES, isCity } from '@/content/cities';
import { $calendar, $calendarView, fetchBooking, refreshCalendar, type CalendarBooking, type CalendarData } from './calendar-api';
import {
  continuedHours,
  dayLabel,
  rangeLabel,
  slotAtHour,
  step,
  timeOffOnDay,
  timesOnDay,
  visibleDays,
  type CalendarMode,
} from './calendar-view';
import { FeedPanel } from './FeedPanel';
import { agencyNightLabel } from '@/features/night-status/night-agency-label';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** The three views, each with its button's words and the names of its steps back and forward. */
const MODES = [
  { value: 'day', label: pm.calendar_mode_day, back: pm.calendar_back_day, forward: pm.calendar_forward_day },
  { value: 'week', label: pm.calendar_mode_week, back: pm.calendar_back_week, forward: pm.calendar_forward_week },
  { value: 'month', label: pm.calendar_mode_month, back: pm.calendar_back_month, forward: pm.calendar_forward_month },
] as const satisfies readonly { value: CalendarMode; label: unknown; back: unknown; forward: unknown }[];

/** The drag payload's type: a booking's id (dropped on an hour row of a day). */
const DRAG_TYPE = 'application/x-booking-id';

const cityName = (location: string | null) => (location && isCity(location) ? CITY_NAMES[location] : (location ?? ''));

/** The tab. */
export function CalendarTab() {
  const locale = usePanelLocale();
  const o = { locale };
  const view = useStore($calendarView);
  const { data, error, loading } = useStore($calendar);
  const performers = usePerformers().data ?? [];
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [moving, setMoving] = useState<CalendarBooking | null>(null);
  const [creating, setCreating] = useState<{ day: string; time?: string } | null>(null);

  // The dialog has no Radix trigger, so focus goes back to the booking that opened it by hand.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!details) returnFocus.current?.focus();
  }, [details]);

  // Bookings may have changed in another tab since this range was cached; the performers' statuses on the
  // night change by the minute, so the range is asked for again every minute while the tab is open.
  useEffect(() => {
    refreshCalendar();
    const timer = setInterval(refreshCalendar, 60_000);
    return () => clearInterval(timer);
  }, []);

  // Where the week's grid scrolls sideways (a phone), the chosen day (Oggi, "Vai alla data") comes first
  // after the hours; a refresh of the data (after a move) leaves the scroll where the person put it.
  const weekBox = useRef<HTMLDivElement>(null);
  const hoursColumn = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;
  useEffect(() => {
    const column = weekBox.current?.querySelector<HTMLElement>(`[data-day="${view.anchor}"]`);
    if (weekBox.current && hoursColumn.current && column) {
      const gap = parseFloat(getComputedStyle(column.parentElement!).columnGap) || 0;
      weekBox.current.scrollLeft = column.offsetLeft - hoursColumn.current.offsetWidth - gap;
    }
  }, [view.mode, view.anchor, loaded]);

  const set = (change: Partial<typeof view>) => $calendarView.set({ ...view, ...change });
  const today = todayInBangkok();
  const days = visibleDays(view.mode, view.anchor);
  // The names contain the visible words (Indietro, Avanti), as screen readers and voice control expect.
  const current = MODES.find((mode) => mode.value === view.mode) ?? MODES[0];
  const [previous, next] = [current.back({}, o), current.forward({}, o)];
  // A booking dropped on an hour row of a day (day or week view) starts that day at that hour, its
  // minutes kept; the server checks the performers are free.
  const drop = (id: string, day: string, hour: number) => {
    const booking = data?.bookings.find((b) => b.id === id);
    if (!booking) return;
    const to = slotAtHour(booking.eventTime, day, hour);
    if (booking.eventDate !== to.eventDate || booking.eventTime !== to.eventTime) void moveBooking(booking.id, booking, to);
  };
  const dayColumn = (calendar: CalendarData) => (day: string) => (
    <Day
      key={day}
      day={day}
      today={day === today}
      data={calendar}
      performerId={view.performerId}
      opening={opening}
      onOpen={open}
      onMove={setMoving}
      onDrop={drop}
      onCreate={(time) => setCreating({ day, time })}
      grid={view.mode === 'week'}
    />
  );

  const open = async (booking: CalendarBooking, button: HTMLElement) => {
    if (opening) return;
    returnFocus.current = button;
    setOpening(booking.id);
    try {
      setDetails(await fetchBooking(booking.id));
    } catch (err) {
      showToast({ title: pm.calendar_booking_load_failed({}, o), description: errorText(err), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="calendar-title" lang={locale}>
      <h2 id="calendar-title" className="mb-4 text-xl">
        {pm.tab_calendar({}, o)}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label={pm.calendar_view({}, o)} className="flex gap-2">
          {MODES.map((mode) => (
            <button
              key={mode.value}
              type="button"
              className={`${smallButton} aria-pressed:border-gold aria-pressed:text-gold`}
              aria-pressed={view.mode === mode.value}
              onClick={() => set({ mode: mode.value })}
            >
              {mode.label({}, o)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={pm.calendar_dates({}, o)} className="flex gap-2">
          <button
            type="button"
            className={smallButton}
            onClick={() => set({ anchor: step(view.mode, view.anchor, -1) })}
            aria-label={previous}
          >
            <span aria-hidden="true">‹</span> {pm.calendar_back({}, o)}
          </button>
          <button type="button" className={smallButton} onClick={() => set({ anchor: today })} aria-describedby="calendar-today-hint">
            {pm.calendar_today({}, o)}
          </button>
          <span id="calendar-today-hint" className="sr-only">
            {dayLabel(today, locale)}
          </span>
          <button type="button" className={smallButton} onClick={() => set({ anchor: step(view.mode, view.anchor, 1) })} aria-label={next}>
            {pm.calendar_forward({}, o)} <span aria-hidden="true">›</span>
          </button>
        </div>
        <TextField
          className="w-full sm:w-48"
          name="calendar-date"
          type="date"
          label={pm.calendar_go_to_date({}, o)}
          value={view.anchor}
          onChange={(e) => e.target.value && set({ anchor: e.target.value })}
        />
        <div className="w-full sm:w-64">
          <ChoiceField
            label={pm.calendar_performer({}, o)}
            value={view.performerId}
            onChange={(performerId) => set({ performerId })}
            choices={[
              { value: 'all', label: pm.calendar_all_performers({}, o) },
              ...performers.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        </div>
      </div>
      <p aria-live="polite" className="mb-4 font-semibold text-white" data-testid="calendar-range">
        {rangeLabel(view.mode, view.anchor, locale)}
      </p>

      {error && !data ? (
        <LoadError title={pm.calendar_load_failed({}, o)} error={error} onRetry={() => $calendar.revalidate()} />
      ) : !data ? (
        <Loading>{pm.calendar_loading({}, o)}</Loading>
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
      ) : view.mode === 'week' ? (
        // 3.5rem of hours and seven days of at least 9rem: narrower than that, this box scrolls sideways.
        // It is `relative` so that it also clips the screen-reader-only (absolute) texts inside it.
        <div ref={weekBox} className="relative overflow-x-auto pb-2" data-testid="calendar-week">
          <div className="grid min-w-[70rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] grid-rows-[auto_repeat(24,auto)] gap-x-2">
            {/* Each hour row says its time to a screen reader; this column is for the eye. */}
            <div
              ref={hoursColumn}
              aria-hidden="true"
              className="sticky left-0 z-10 col-start-1 row-span-full grid grid-rows-subgrid bg-ink"
            >
              <span />
              {HOURS.map((hour) => (
                <span key={hour} className="border-t border-ink-line pt-1 font-mono text-sm">
                  {hourLabel(hour)}
                </span>
              ))}
            </div>
            <ol aria-busy={loading} className="col-span-7 col-start-2 row-span-full grid grid-cols-subgrid grid-rows-subgrid">
              {days.map(dayColumn(data))}
            </ol>
          </div>
        </div>
      ) : (
        <ol aria-busy={loading} className="grid gap-3">
          {days.map(dayColumn(data))}
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
function bookingsOn(data: CalendarData, day: string, performerId: string, locale: PanelLocale) {
  return data.bookings.flatMap((booking) => {
    const times = timesOnDay(booking, day, locale);
    return times && (performerId === 'all' || booking.performers.some((p) => p.id === performerId)) ? [{ ...booking, times }] : [];
  });
}

/** One day of the month view: its load (how many shows), opening the day. */
function MonthDay(props: { day: string; today: boolean; inMonth: boolean; data: CalendarData; performerId: string; onOpen: () => void }) {
  const locale = usePanelLocale();
  const o = { locale };
  const count = bookingsOn(props.data, props.day, props.performerId, locale).length;
  const load = count === 1 ? pm.calendar_bookings_one({}, o) : pm.calendar_bookings_many({ count }, o);
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
          <span className="sr-only">{dayLabel(props.day, locale)}: </span>
          <span aria-hidden="true">{props.day.slice(8)}</span>
        </span>
        <span className="block">{count === 0 ? <span className="sr-only">{pm.calendar_no_bookings({}, o)}</span> : load}</span>
        <span aria-hidden="true" className="mt-1 block h-1.5 rounded bg-gold" style={{ width: `${Math.min(count, 5) * 20}%` }} />
      </button>
    </li>
  );
}

/** The drag handlers of an hour row, the drop target for bookings. */
function dropTarget(setOver: (over: boolean) => void, onDrop: (id: string) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
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
  const locale = usePanelLocale();
  const o = { locale };
  const ref = bookingReference(booking.id);
  const names = booking.performers.map((p) => p.name).join(', ') || pm.calendar_no_performer({}, o);
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
        {booking.performers.map((performer) => {
          const night = agencyNightLabel(performer.night, locale);
          return (
            night && (
              <span key={performer.id} className="block break-words text-white" data-testid="calendar-night">
                {performer.name}: {night}
              </span>
            )
          );
        })}
        <span className="mt-1 flex flex-wrap gap-1">
          <StatusBadge status={booking.status} label={statusLabel(booking.status, o.locale)} />
          {booking.briefMissing && (
            <span className="rounded-full border border-rose px-2 py-0.5 text-xs text-white" data-testid="calendar-brief-missing">
              {pm.calendar_brief_missing({}, o)}
            </span>
          )}
        </span>
        <span className="sr-only"> {pm.calendar_open_details({}, o)}</span>
      </button>
      {booking.eventDate === day && (
        <button
          type="button"
          className={`${smallButton} mt-1 w-full`}
          onClick={() => props.onMove(booking)}
          aria-label={pm.calendar_move_named({ ref }, o)}
        >
          {pm.calendar_move({}, o)}
        </button>
      )}
    </li>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * An hour row of a day: the bookings starting in it (a show from the day before at 00), a drop target and
 * its "+". In the week's grid (a narrow cell) the time is read out only, the hours column shows it, and
 * the "+" goes under the bookings.
 */
function HourRow(props: {
  hour: number;
  day: string;
  grid: boolean;
  bookings: DayBooking[];
  /** The shows that started in an earlier hour and still fill this one: shown continuing, and no "+". */
  continuing: DayBooking[];
  entry: (booking: DayBooking) => ReactNode;
  onDrop: (id: string) => void;
  onCreate: (time: string) => void;
}) {
  const locale = usePanelLocale();
  const o = { locale };
  const [over, setOver] = useState(false);
  const time = hourLabel(props.hour);
  const busy = props.continuing.length > 0;
  return (
    <li
      className={`flex min-w-0 gap-2 border-t py-1 ${props.grid ? 'flex-col' : 'items-start'} ${over ? 'border-gold bg-ink' : 'border-ink-line'}`}
      data-testid="calendar-hour"
      data-hour={time}
      {...dropTarget(setOver, props.onDrop)}
    >
      <span className={props.grid ? 'sr-only' : 'w-12 shrink-0 pt-3 font-mono text-sm'}>{time}</span>
      {props.bookings.length > 0 ? (
        <ul className="grid min-w-0 flex-1 gap-2" aria-label={pm.calendar_bookings_at({ time }, o)}>
          {props.bookings.map(props.entry)}
        </ul>
      ) : busy ? (
        <ul className="grid min-w-0 flex-1 gap-1" aria-label={pm.calendar_running_at({ time }, o)}>
          {props.continuing.map((booking) => (
            <li key={booking.id} className="rounded-lg border border-dashed border-gold/60 p-2 text-sm" data-testid="calendar-continues">
              {pm.calendar_continues({ ref: bookingReference(booking.id), times: booking.times }, o)}
            </li>
          ))}
        </ul>
      ) : (
        !props.grid && <span className="flex-1" />
      )}
      {!busy && (
        <button
          type="button"
          className={`min-h-11 min-w-11 shrink-0 rounded-lg border text-sm hover:border-gold ${props.grid ? 'border-transparent' : 'border-ink-line'}`}
          onClick={() => props.onCreate(time)}
          aria-label={pm.calendar_new_booking_at({ day: dayLabel(props.day, locale), time }, o)}
        >
          +
        </button>
      )}
    </li>
  );
}

/**
 * One day: who is off, then its hour rows with the bookings (in time order); a booking can be dragged to
 * an hour of this or, in the week view, another day, or moved with "Sposta". In the week's grid the day
 * is a column whose header and hour rows take the grid's rows (subgrid), so the hours line up across days.
 */
function Day(props: {
  day: string;
  today: boolean;
  data: CalendarData;
  performerId: string;
  opening: string | null;
  grid: boolean;
  onOpen: (booking: CalendarBooking, button: HTMLElement) => void;
  onMove: (booking: CalendarBooking) => void;
  onDrop: (id: string, day: string, hour: number) => void;
  onCreate: (time: string) => void;
}) {
  const { day, data, performerId } = props;
  const locale = usePanelLocale();
  const o = { locale };
  const label = dayLabel(day, locale);
  const shown = (id: string) => performerId === 'all' || id === performerId;
  const bookings = bookingsOn(data, day, performerId, locale);
  const off = data.timeOff.flatMap((entry) => {
    const when = shown(entry.performerId) ? timeOffOnDay(entry, day, locale) : undefined;
    return when ? [{ ...entry, when }] : [];
  });
  const headingId = `calendar-day-${day}`;
  const entry = (booking: DayBooking) => (
    <Entry key={booking.id} booking={booking} day={day} opening={props.opening} onOpen={props.onOpen} onMove={props.onMove} />
  );
  // A show from the day before, running past midnight, sits in the first hour.
  const startHour = (booking: DayBooking) => (booking.eventDate === day ? Number(booking.eventTime.slice(0, 2)) : 0);
  return (
    <li
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border bg-ink-soft ${props.today ? 'border-gold' : 'border-ink-line'} ${
        props.grid ? 'row-span-full grid grid-rows-subgrid p-2' : 'p-3'
      }`}
      data-testid="calendar-day"
      data-day={day}
    >
      <div className="mb-2">
        <h3 id={headingId} className="text-sm font-semibold text-white">
          {label}
          {props.today && <span className="text-gold"> {pm.calendar_today_mark({}, o)}</span>}
        </h3>
        {off.length > 0 && (
          <ul className="mt-2 grid gap-2" aria-label={pm.calendar_time_off_on({ day: label }, o)}>
            {off.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-dashed border-ink-line p-2 text-sm" data-testid="calendar-time-off">
                <span className="block font-semibold text-white">{pm.calendar_away({ name: entry.performerName }, o)}</span>
                <span className="block">{entry.when}</span>
                {entry.note && <span className="block break-words">{entry.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ol aria-label={pm.calendar_hours_of({ day: label }, o)} className={props.grid ? 'row-span-24 grid grid-rows-subgrid' : undefined}>
        {HOURS.map((hour) => (
          <HourRow
            key={hour}
            hour={hour}
            day={day}
            grid={props.grid}
            bookings={bookings.filter((booking) => startHour(booking) === hour)}
            continuing={bookings.filter((booking) => continuedHours(booking, day).includes(hour))}
            entry={entry}
            onDrop={(id) => props.onDrop(id, day, hour)}
            onCreate={props.onCreate}
          />
        ))}
      </ol>
    </li>
  );
}
