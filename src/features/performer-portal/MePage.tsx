/**
 * The performer's own page (phone first, English): their bookings soonest first with accept or
 * decline, the venue's address once the agency releases it, the night's statuses, past bookings, and
 * their days off.
 */
import { useEffect, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { ApiError, apiRequest } from '@/lib/api-client';
import { formatDateTime, formatDurationHours, formatEventDateTime } from '@/lib/dates';
import { timeInBangkok } from '@/lib/event-time';
import type { Jsonify } from '@/lib/jsonify';
import { VENUE_TYPES } from '@/features/booking/booking-options';
import { formatBaht } from '@/lib/money';
import { timeOffBody, timeOffText, type TimeOffFields } from '@/features/scheduling/time-off-form';
import type { TimeOff } from '@/features/scheduling/time-off.server';
import type { PerformerBookingView } from './performer-bookings.server';
import { performerBriefRows } from '@/features/party-brief/brief-labels';

type Bookings = { name: string; upcoming: PerformerBookingView[]; past: PerformerBookingView[] };
type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'ready'; data: Bookings };

const problem = (e: unknown) => (e instanceof ApiError ? e.serverMessage : 'Something went wrong. Please try again.');

/** The page island. */
export default function MePage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = async () => {
    try {
      setState({ kind: 'ready', data: await apiRequest<Bookings>('GET', '/api/performer/bookings') });
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
    await apiRequest('DELETE', '/api/performer/session').catch(() => undefined);
    setState({ kind: 'signed-out' });
  };

  if (state.kind === 'loading') return <p aria-live="polite">Loading your bookings...</p>;
  if (state.kind === 'signed-out')
    return (
      <p>
        You are not signed in on this phone.{' '}
        <a href="/performer-login" className="text-gold underline">
          Get a sign-in link
        </a>
      </p>
    );
  const { name, upcoming, past } = state.data;
  return (
    <div className="space-y-10">
      <div className="flex items-center justify-between gap-3">
        <p className="text-white">Hello {name}</p>
        <button type="button" className="btn-outline" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-xl">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3">No upcoming bookings.</p>
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
      <CalendarLink />
      {past.length > 0 && (
        <section aria-labelledby="past-title">
          <h2 id="past-title" className="text-xl">
            Past 30 days
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

const ANSWER_TEXT = { accepted: 'You accepted', declined: 'You declined' } as const;

// A booking's status as the performer reads it.
const STATUS_WORDS: Partial<Record<PerformerBookingView['status'], string>> = {
  pending: 'Waiting for the agency to confirm',
  confirmed: 'Confirmed',
  completed: 'Done',
  cancelled: 'Cancelled',
};

/** One booking: what the performer needs to know, and the answer buttons for one still to come. */
function BookingCard(props: { booking: PerformerBookingView; onAnswered?: () => void; onNight: () => void }) {
  const { booking } = props;
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const answerable = props.onAnswered && booking.status !== 'cancelled' && booking.status !== 'completed';
  const send = async (answer: 'accept' | 'decline') => {
    setError('');
    try {
      await apiRequest('POST', `/api/performer/bookings/${encodeURIComponent(booking.reference)}/answer`, {
        answer,
        ...(answer === 'decline' && { reason: reason.trim() }),
      });
      setDeclining(false);
      props.onAnswered?.();
    } catch (e) {
      setError(problem(e));
    }
  };
  const rows: [string, string][] = [
    ['When', formatEventDateTime(booking.eventDate, booking.eventTime)],
    ['Duration', formatDurationHours(booking.duration)],
    ['City', booking.city],
    ['Services', booking.services],
    ['Venue', booking.venueType ? (VENUE_TYPES[booking.venueType as keyof typeof VENUE_TYPES] ?? booking.venueType) : '—'],
    ['Cash to collect', booking.cashAmount > 0 ? formatBaht(booking.cashAmount) : 'Nothing (paid in advance)'],
    ['With', booking.otherPerformers.join(', ') || 'Nobody else'],
    [
      'Address',
      booking.address ?? (booking.status === 'confirmed' ? `Shown from ${formatDateTime(booking.addressFrom)}` : 'Shown once confirmed'),
    ],
  ];
  return (
    <article
      data-testid="performer-booking"
      className="rounded-xl border border-ink-line bg-ink-soft p-4"
      aria-label={`Booking #${booking.reference}`}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-white">#{booking.reference}</span>
        <span className="text-sm">{STATUS_WORDS[booking.status] ?? booking.status}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-white">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {booking.note && <p className="mt-3 rounded-lg border border-gold/40 p-2 text-sm">From the agency: {booking.note}</p>}
      {booking.brief && (
        <section className="mt-3 rounded-lg border border-ink-line p-2" aria-label="Party brief" data-testid="performer-brief">
          <h3 className="text-sm font-semibold text-white">Party brief</h3>
          <dl className="mt-1 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
            {performerBriefRows(booking.brief).map(([label, value]) => (
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
          {ANSWER_TEXT[booking.answer]}
          {booking.reason ? `: ${booking.reason}` : ''}
        </p>
      )}
      {answerable && !declining && (
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn-gold flex-1" onClick={() => void send('accept')}>
            Accept
          </button>
          <button type="button" className="btn-outline flex-1" onClick={() => setDeclining(true)}>
            Decline
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
          <label htmlFor={`reason-${booking.reference}`} className="block text-sm font-semibold text-white">
            Why can you not do it?
          </label>
          <textarea
            id={`reason-${booking.reference}`}
            rows={2}
            maxLength={500}
            required
            className={controlClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn-gold flex-1">
              Send decline
            </button>
            <button type="button" className="btn-outline flex-1" onClick={() => setDeclining(false)}>
              Back
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

// What the performer said last, in his words.
const NIGHT_WORDS = { 'on-my-way': 'On my way', arrived: 'Arrived', finished: 'Finished' } as const;

/** The night's buttons, phone first: "On my way" with the minutes to arrive, "Arrived", then "Finished" (features/night-status). */
function NightControls({ booking, onSaid }: { booking: PerformerBookingView; onSaid: () => void }) {
  const { night } = booking;
  const [minutes, setMinutes] = useState('30');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const say = async (body: { status: 'on-my-way'; minutes: number } | { status: 'arrived' | 'finished' }) => {
    setError('');
    setBusy(true);
    try {
      await apiRequest('POST', `/api/performer/bookings/${encodeURIComponent(booking.reference)}/night`, body);
      onSaid();
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };
  const arrived = night.status === 'arrived' || night.status === 'finished';
  const minutesId = `night-minutes-${booking.reference}`;
  return (
    <section className="mt-3 rounded-lg border border-gold/40 p-3" aria-label="Tonight" data-testid="night-controls">
      <p className="text-sm text-white" role="status" data-testid="night-status">
        {night.status && night.at
          ? `${NIGHT_WORDS[night.status]}${night.etaMinutes ? ` (about ${night.etaMinutes} min)` : ''} at ${timeInBangkok(new Date(night.at))}`
          : 'Tell the agency and the customer how your night goes.'}
      </p>
      {night.open && !arrived && (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void say({ status: 'on-my-way', minutes: Number(minutes) });
          }}
        >
          <div className="flex w-28 flex-col gap-1">
            <label htmlFor={minutesId} className="text-sm font-semibold text-white">
              Minutes to arrive
            </label>
            <input
              id={minutesId}
              type="number"
              inputMode="numeric"
              min={1}
              max={240}
              required
              className={controlClass}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-gold min-h-11 flex-1" disabled={busy}>
            On my way
          </button>
        </form>
      )}
      {night.open && night.status !== 'finished' && (
        <div className="mt-2 flex gap-2">
          {!arrived ? (
            <button type="button" className="btn-outline min-h-11 flex-1" disabled={busy} onClick={() => void say({ status: 'arrived' })}>
              Arrived
            </button>
          ) : (
            <button type="button" className="btn-gold min-h-11 flex-1" disabled={busy} onClick={() => void say({ status: 'finished' })}>
              Finished
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const make = async () => {
    setError('');
    try {
      setUrl((await apiRequest<{ url: string }>('POST', '/api/performer/feed')).url);
    } catch (e) {
      setError(problem(e));
    }
  };
  return (
    <section aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="text-xl">
        My calendar
      </h2>
      <p className="mt-2 text-sm">A private link your phone's calendar can subscribe to. Making a new one stops the old one.</p>
      <button type="button" className="btn-outline mt-3 w-full" onClick={() => void make()}>
        Make a new calendar link
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
  const [list, setList] = useState<Jsonify<TimeOff>[] | null>(null);
  const [fields, setFields] = useState(EMPTY);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const reload = async () => setList(await apiRequest<Jsonify<TimeOff>[]>('GET', '/api/performer/time-off').catch(() => []));
  useEffect(() => {
    // reload() sets state only once its request has answered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, []);
  const change = (key: keyof TimeOffFields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage('');
    setError('');
    const result = timeOffBody(fields, 'performer');
    if ('error' in result) return setError(result.error);
    try {
      await apiRequest('POST', '/api/performer/time-off', result.body);
      setFields(EMPTY);
      setMessage('Day off added');
      await reload();
    } catch (e) {
      setError(problem(e));
    }
  };
  const remove = async (id: string) => {
    setError('');
    try {
      await apiRequest('DELETE', `/api/performer/time-off/${encodeURIComponent(id)}`);
      setMessage('Day off removed');
      await reload();
    } catch (e) {
      setError(problem(e));
    }
  };
  return (
    <section aria-labelledby="days-off-title">
      <h2 id="days-off-title" className="text-xl">
        My days off
      </h2>
      {list === null ? (
        <p className="mt-3">Loading...</p>
      ) : list.length === 0 ? (
        <p className="mt-3">No days off planned.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="days-off">
          {list.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-2 rounded-lg border border-ink-line p-3 text-sm">
              <span>
                {timeOffText(t.startsAt, t.endsAt)}
                {t.note ? ` · ${t.note}` : ''}
              </span>
              <button type="button" className="btn-outline" onClick={() => void remove(t.id)}>
                Remove<span className="sr-only"> {timeOffText(t.startsAt, t.endsAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} className="mt-4 space-y-3 rounded-xl border border-ink-line bg-ink-soft p-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-semibold text-white">Add</legend>
          {(['days', 'hours'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" checked={fields.kind === kind} onChange={() => change('kind', kind)} />
              {kind === 'days' ? 'Whole days' : 'Some hours'}
            </label>
          ))}
        </fieldset>
        <TextField
          id="off-from"
          label={fields.kind === 'days' ? 'First day' : 'Day'}
          type="date"
          value={fields.from}
          onChange={(v) => change('from', v)}
        />
        {fields.kind === 'days' ? (
          <TextField id="off-to" label="Last day (optional)" type="date" value={fields.to} onChange={(v) => change('to', v)} />
        ) : (
          <>
            <TextField id="off-start" label="From" type="time" value={fields.startTime} onChange={(v) => change('startTime', v)} />
            <TextField id="off-end" label="Until" type="time" value={fields.endTime} onChange={(v) => change('endTime', v)} />
          </>
        )}
        <TextField id="off-note" label="Note (optional)" type="text" value={fields.note} onChange={(v) => change('note', v)} />
        <button type="submit" className="btn-gold w-full">
          Add day off
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

function TextField(props: { id: string; label: string; type: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-semibold text-white">
        {props.label}
      </label>
      <input
        id={props.id}
        type={props.type}
        maxLength={props.type === 'text' ? 200 : undefined}
        className={controlClass}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
