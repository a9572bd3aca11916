/**
 * The performer's own page (phone first, in the page's language, English or Thai): their bookings soonest
 * first with accept or decline, the venue's address once the agency releases it, the night's statuses, past
 * bookings, their days off and their own profile (sent to the agency for approval).
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { isClosed } from '@/features/booking-life/statuses';
import { TextField } from '@/components/ui/TextField';
import { requestRoute } from '@/lib/route-client';
import { timeInBangkok } from '@/lib/event-time';
import { localizePath, type Locale } from '@/lib/i18n';
import type { Jsonify } from '@/lib/jsonify';
import { LocaleContext, useLocale } from '@/components/ui/locale-context';
import { m } from '@/paraglide/messages';
import { portalCash, portalCity, portalDuration, portalEventTime, portalInstant, portalProblem, portalVenue } from './portal-words';
import { performerStatusLabel } from '@/features/booking-life/status-labels';
import { portalTimeOffProblem, timeOffBody, timeOffText, type TimeOffFields } from '@/features/scheduling/time-off-form';
import type { TimeOff } from '@/features/scheduling/time-off.server';
import type { PerformerBookingView } from './performer-bookings.server';
import { performerBriefRows } from '@/features/party-brief/brief-labels';
import { ProfileSection } from './ProfileSection';
import {
  addTimeOffRoute,
  answerBookingRoute,
  closePortalRoute,
  portalBookingsRoute,
  portalTimeOffRoute,
  removeTimeOffRoute,
  rotateFeedRoute,
  sayNightRoute,
} from './performer-portal.routes';

type Bookings = { name: string; upcoming: PerformerBookingView[]; past: PerformerBookingView[] };
type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'ready'; data: Bookings };

/** The page island, in the page's language (`locale`). */
export default function MePage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <Bookings />
    </LocaleContext.Provider>
  );
}

function Bookings() {
  const locale = useLocale();
  const o = { locale };
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = async () => {
    try {
      setState({ kind: 'ready', data: await requestRoute(portalBookingsRoute) });
    } catch {
      setState({ kind: 'signed-out' });
    }
  };
  useEffect(() => {
    // load() sets state only once its request has answered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, []);
  const signOut = async () => {
    await requestRoute(closePortalRoute).catch(() => undefined);
    setState({ kind: 'signed-out' });
  };

  if (state.kind === 'loading') return <p aria-live="polite">{m.pt_loading_bookings({}, o)}</p>;
  if (state.kind === 'signed-out')
    return (
      <p>
        {m.pt_signed_out({}, o)}{' '}
        <a href={localizePath('/performer-login', locale)} className="text-gold underline">
          {m.pt_get_link({}, o)}
        </a>
      </p>
    );
  const { name, upcoming, past } = state.data;
  return (
    <div className="space-y-10">
      <div className="flex items-center justify-between gap-3">
        <p className="text-white">{m.pt_hello({ name }, o)}</p>
        <button type="button" className="btn-outline" onClick={() => void signOut()}>
          {m.pt_sign_out({}, o)}
        </button>
      </div>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-xl">
          {m.pt_upcoming({}, o)}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3">{m.pt_no_upcoming({}, o)}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {upcoming.map((booking) => (
              <li key={booking.reference}>
                <BookingCard booking={booking} onAnswered={() => void load()} onNight={() => void load()} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DaysOff />
      <ProfileSection />
      <CalendarLink />
      {past.length > 0 && (
        <section aria-labelledby="past-title">
          <h2 id="past-title" className="text-xl">
            {m.pt_past({}, o)}
          </h2>
          <ul className="mt-3 space-y-4">
            {past.map((booking) => (
              <li key={booking.reference}>
                <BookingCard booking={booking} onNight={() => void load()} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** One booking: what the performer needs to know, and the answer buttons for one still to come. */
function BookingCard(props: { booking: PerformerBookingView; onAnswered?: () => void; onNight: () => void }) {
  const { booking } = props;
  const locale = useLocale();
  const o = { locale };
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const answerable = props.onAnswered && !isClosed(booking.status);
  const send = async (answer: 'accept' | 'decline') => {
    setError('');
    try {
      await requestRoute(answerBookingRoute, {
        params: { id: booking.reference },
        body: { answer, ...(answer === 'decline' && { reason: reason.trim() }) },
      });
      setDeclining(false);
      props.onAnswered?.();
    } catch (e) {
      setError(portalProblem(e, locale));
    }
  };
  const rows: [string, string][] = [
    [m.pt_when({}, o), portalEventTime(booking.eventDate, booking.eventTime, locale)],
    [m.pt_duration({}, o), portalDuration(booking.duration, locale)],
    [m.pt_city({}, o), portalCity(booking, locale)],
    [m.pt_services({}, o), booking.services],
    [m.pt_venue({}, o), portalVenue(booking.venueType, locale)],
    [m.pt_cash({}, o), portalCash(booking, locale)],
    [m.pt_with({}, o), booking.otherPerformers.join(', ') || m.pt_nobody({}, o)],
    [
      m.pt_address({}, o),
      booking.address ??
        (booking.answer === 'declined'
          ? m.pt_address_declined({}, o)
          : booking.status === 'confirmed'
            ? m.pt_address_from({ when: portalInstant(booking.addressFrom, locale) }, o)
            : m.pt_address_once({}, o)),
    ],
  ];
  return (
    <article
      data-testid="performer-booking"
      className="rounded-xl border border-ink-line bg-ink-soft p-4"
      aria-label={m.pt_booking_label({ ref: booking.reference }, o)}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-white">#{booking.reference}</span>
        <span className="text-sm">{performerStatusLabel(booking.status, locale)}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-white">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {booking.note && <p className="mt-3 rounded-lg border border-gold/40 p-2 text-sm">{m.pt_from_agency({ note: booking.note }, o)}</p>}
      {booking.brief && (
        <section className="mt-3 rounded-lg border border-ink-line p-2" aria-label={m.pt_brief({}, o)} data-testid="performer-brief">
          <h3 className="text-sm font-semibold text-white">{m.pt_brief({}, o)}</h3>
          <dl className="mt-1 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
            {performerBriefRows(booking.brief, locale).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-white">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(booking.night.open || booking.night.status) && <NightControls booking={booking} onSaid={props.onNight} />}
      {booking.answer && (
        <p className="mt-3 text-sm text-white" data-testid="my-answer">
          {booking.answer === 'accepted' ? m.pt_you_accepted({}, o) : m.pt_you_declined({}, o)}
          {booking.reason ? `: ${booking.reason}` : ''}
        </p>
      )}
      {answerable && !declining && (
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn-gold flex-1" onClick={() => void send('accept')}>
            {m.pt_accept({}, o)}
          </button>
          <button type="button" className="btn-outline flex-1" onClick={() => setDeclining(true)}>
            {m.pt_decline({}, o)}
          </button>
        </div>
      )}
      {answerable && declining && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send('decline');
          }}
        >
          <TextField
            multiline
            name={`reason-${booking.reference}`}
            label={m.pt_decline_why({}, o)}
            rows={2}
            maxLength={500}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn-gold flex-1">
              {m.pt_send_decline({}, o)}
            </button>
            <button type="button" className="btn-outline flex-1" onClick={() => setDeclining(false)}>
              {m.pt_back({}, o)}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </article>
  );
}

/** The night's buttons, phone first: "On my way" with the minutes to arrive, "Arrived", then "Finished" (features/night-status). */
function NightControls({ booking, onSaid }: { booking: PerformerBookingView; onSaid: () => void }) {
  const { night } = booking;
  const locale = useLocale();
  const o = { locale };
  // What the performer said last, in his words.
  const nightWord = { 'on-my-way': m.pt_on_my_way, arrived: m.pt_arrived, finished: m.pt_finished } as const;
  const [minutes, setMinutes] = useState('30');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const say = async (body: { status: 'on-my-way'; minutes: number } | { status: 'arrived' | 'finished' }) => {
    setError('');
    setBusy(true);
    try {
      await requestRoute(sayNightRoute, { params: { id: booking.reference }, body });
      onSaid();
    } catch (e) {
      setError(portalProblem(e, locale));
    } finally {
      setBusy(false);
    }
  };
  const arrived = night.status === 'arrived' || night.status === 'finished';
  const minutesId = `night-minutes-${booking.reference}`;
  return (
    <section className="mt-3 rounded-lg border border-gold/40 p-3" aria-label={m.pt_tonight({}, o)} data-testid="night-controls">
      <p className="text-sm text-white" role="status" data-testid="night-status">
        {night.status && night.at
          ? night.etaMinutes
            ? m.pt_night_said_eta(
                { status: nightWord[night.status]({}, o), minutes: night.etaMinutes, time: timeInBangkok(new Date(night.at)) },
                o,
              )
            : m.pt_night_said({ status: nightWord[night.status]({}, o), time: timeInBangkok(new Date(night.at)) }, o)
          : m.pt_night_hint({}, o)}
      </p>
      {night.open && !arrived && (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void say({ status: 'on-my-way', minutes: Number(minutes) });
          }}
        >
          <TextField
            className="w-28"
            name={minutesId}
            label={m.pt_minutes_to_arrive({}, o)}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            required
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <button type="submit" className="btn-gold min-h-11 flex-1" disabled={busy}>
            {m.pt_on_my_way({}, o)}
          </button>
        </form>
      )}
      {night.open && night.status !== 'finished' && (
        <div className="mt-2 flex gap-2">
          {!arrived ? (
            <button type="button" className="btn-outline min-h-11 flex-1" disabled={busy} onClick={() => void say({ status: 'arrived' })}>
              {m.pt_arrived({}, o)}
            </button>
          ) : (
            <button type="button" className="btn-gold min-h-11 flex-1" disabled={busy} onClick={() => void say({ status: 'finished' })}>
              {m.pt_finished({}, o)}
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </section>
  );
}

/** The private calendar link: made on request and shown once (only its hash is kept); a new one ends the old. */
function CalendarLink() {
  const locale = useLocale();
  const o = { locale };
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const make = async () => {
    setError('');
    try {
      setUrl((await requestRoute(rotateFeedRoute)).url);
    } catch (e) {
      setError(portalProblem(e, locale));
    }
  };
  return (
    <section aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="text-xl">
        {m.pt_calendar({}, o)}
      </h2>
      <p className="mt-2 text-sm">{m.pt_calendar_text({}, o)}</p>
      <button type="button" className="btn-outline mt-3 w-full" onClick={() => void make()}>
        {m.pt_calendar_new({}, o)}
      </button>
      {url && (
        <p className="mt-3 text-sm break-all" data-testid="calendar-link">
          <a href={url.replace(/^https?:/, 'webcal:')} className="text-gold underline">
            {url}
          </a>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </section>
  );
}

const EMPTY: TimeOffFields = { kind: 'days', from: '', to: '', startTime: '', endTime: '', note: '' };

/** The performer's days off: the list with remove buttons, and the form of the admin's Giorni liberi. */
function DaysOff() {
  const locale = useLocale();
  const o = { locale };
  const [list, setList] = useState<Jsonify<TimeOff>[] | null>(null);
  const [fields, setFields] = useState(EMPTY);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const reload = async () => setList(await requestRoute(portalTimeOffRoute).catch(() => []));
  useEffect(() => {
    // reload() sets state only once its request has answered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, []);
  const change = (key: keyof TimeOffFields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  /** What a text field of the form takes: its name, its value and its change. */
  const bind = (name: string, key: Exclude<keyof TimeOffFields, 'kind'>) => ({
    name,
    value: fields[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(key, e.target.value),
  });
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage('');
    setError('');
    const result = timeOffBody(fields);
    if ('problem' in result) return setError(portalTimeOffProblem(result.problem, locale));
    try {
      await requestRoute(addTimeOffRoute, { body: result.body });
      setFields(EMPTY);
      setMessage(m.pt_day_off_added({}, o));
      await reload();
    } catch (e) {
      setError(portalProblem(e, locale));
    }
  };
  const remove = async (id: string) => {
    setError('');
    try {
      await requestRoute(removeTimeOffRoute, { params: { timeOffId: id } });
      setMessage(m.pt_day_off_removed({}, o));
      await reload();
    } catch (e) {
      setError(portalProblem(e, locale));
    }
  };
  return (
    <section aria-labelledby="days-off-title">
      <h2 id="days-off-title" className="text-xl">
        {m.pt_days_off({}, o)}
      </h2>
      {list === null ? (
        <p className="mt-3">{m.pt_loading({}, o)}</p>
      ) : list.length === 0 ? (
        <p className="mt-3">{m.pt_no_days_off({}, o)}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="days-off">
          {list.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-2 rounded-lg border border-ink-line p-3 text-sm">
              <span>
                {timeOffText(t.startsAt, t.endsAt, locale)}
                {t.note ? ` · ${t.note}` : ''}
              </span>
              <button type="button" className="btn-outline" onClick={() => void remove(t.id)}>
                {m.pt_remove({}, o)}
                <span className="sr-only"> {timeOffText(t.startsAt, t.endsAt, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} className="mt-4 space-y-3 rounded-xl border border-ink-line bg-ink-soft p-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-semibold text-white">{m.pt_add({}, o)}</legend>
          {(['days', 'hours'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" checked={fields.kind === kind} onChange={() => change('kind', kind)} />
              {kind === 'days' ? m.pt_whole_days({}, o) : m.pt_some_hours({}, o)}
            </label>
          ))}
        </fieldset>
        <TextField {...bind('off-from', 'from')} label={fields.kind === 'days' ? m.pt_first_day({}, o) : m.pt_day({}, o)} type="date" />
        {fields.kind === 'days' ? (
          <TextField {...bind('off-to', 'to')} label={m.pt_last_day({}, o)} type="date" />
        ) : (
          <>
            <TextField {...bind('off-start', 'startTime')} label={m.pt_from({}, o)} type="time" />
            <TextField {...bind('off-end', 'endTime')} label={m.pt_until({}, o)} type="time" />
          </>
        )}
        <TextField {...bind('off-note', 'note')} label={m.pt_note({}, o)} type="text" maxLength={200} />
        <button type="submit" className="btn-gold w-full">
          {m.pt_add_day_off({}, o)}
        </button>
        <p role="status" className="text-sm">
          {message}
        </p>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
