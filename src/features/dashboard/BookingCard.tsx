/** One booking in the dashboard list, with Modify and Cancel for pending bookings. */
import { customerStatusLabel } from '@/features/booking-life/status-labels';
import { useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { CITY_NAMES, isCity } from '@/content/cities';
import { requestRoute } from '@/lib/route-client';
import { formatBaht } from '@/lib/money';
import { VENUE_TYPES } from '@/features/booking/booking-options';
import { cityMessage, optionMessage } from '@/features/booking/option-labels';
// Straight from the service catalogue: booking-view (the summary's words) stays out of the dashboard's island.
import { serviceTitles } from '@/content/services';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate, todayInBangkok } from '@/lib/event-time';
import { localHref, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { dashboardFailure } from './dashboard-refusal';
import { cancelBookingRoute, modifyBookingRoute } from './dashboard.routes';
import type { DashboardBooking as DashboardListBooking } from './dashboard-bookings.server';
import { customerNightLines } from '@/features/night-status/night-lines';

import { advanceLabel, customerMayReport } from '@/features/advance/advance-status';
import { cancellationAdvanceNote, type CancellationAdvanceNote } from '@/features/advance/cancellation-advance';
import ReachAgency from '@/features/reach-agency/ReachAgency';
import type { AgencyChannels } from '@/features/reach-agency/agency-channels';
import * as clock from '@/lib/clock';

// The modify form has text fields only; a missing one (or a file) sends ''.
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The performers the booking names, each once (one may be both stripper and waiter), or 'To be assigned'. */
function performerNames(booking: DashboardBooking, locale: Locale): string {
  const people = [...(booking.services?.selectedStrippers ?? []), ...(booking.services?.selectedWaiters ?? [])].map((p) => p.name);
  return [...new Set(people)].join(', ') || m.sum_to_be_assigned({}, { locale });
}

/** A booking as the dashboard API returns it. */
export type DashboardBooking = DashboardListBooking;

/** The card in `locale`; onChange receives the updated booking; `channels`, the agency's, offer its WhatsApp, LINE and call links. */
export default function BookingCard({
  booking,
  onChange,
  locale = 'en',
  channels,
}: {
  booking: DashboardBooking;
  onChange: (b: DashboardBooking) => void;
  locale?: Locale;
  channels?: AgencyChannels;
}) {
  const o = { locale };
  const notSpecified = m.sum_not_specified({}, o);
  const [mode, setMode] = useState<'view' | 'cancel' | 'modify'>('view');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // 'Saved' stays under the card after a change until the customer starts another one.
  const [saved, setSaved] = useState(false);
  const ref = bookingReference(booking.id);
  // What happens to a paid advance is said before the customer confirms, as in the cancellation e-mail (read when Cancel is pressed).
  const [advanceNote, setAdvanceNote] = useState<CancellationAdvanceNote | null>(null);
  // The summary holds the advance's payment instructions (QR, steps, 'I have paid') once the address is confirmed.
  const payable = customerMayReport(booking.advanceStatus, booking.status);
  // `modified`: a change of details, after which 'Saved' shows (a cancellation shows its status instead).
  const call = async (send: () => Promise<DashboardBooking>, modified: boolean) => {
    setBusy(true);
    setError('');
    setSaved(false);
    try {
      const changed = await send();
      // The change routes answer the booking alone: the brief's card and the night stay as listed, the card gone once cancelled.
      onChange({ ...changed, brief: changed.status === 'cancelled' ? null : booking.brief, night: booking.night });
      setMode('view');
      setSaved(modified);
    } catch (e) {
      setError(await dashboardFailure(e, locale, m.forms_dash_error({}, o)));
    } finally {
      setBusy(false);
    }
  };
  const modify = (form: FormData) => {
    const text = (name: string) => textOf(form.get(name));
    const body = {
      eventDate: text('eventDate'),
      eventTime: text('eventTime'),
      venueType: text('venueType'),
      address: text('address'),
      specialRequests: text('specialRequests'),
      customerPhone: text('customerPhone'),
    };
    return call(() => requestRoute(modifyBookingRoute, { params: { id: booking.id }, body }), true);
  };
  const cancel = () => call(() => requestRoute(cancelBookingRoute, { params: { id: booking.id }, body: {} }), false);
  const field = (id: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${ref}`} className="text-sm font-semibold text-white">
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <li className="rounded-xl border border-ink-line bg-ink-soft p-4" aria-label={m.forms_dash_booking({ ref }, o)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-mono text-lg text-gold">#{ref}</h2>
        <span className="rounded-full border border-gold px-2 py-0.5 text-xs uppercase">{customerStatusLabel(booking.status, locale)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{m.sum_date({}, o)}</dt>
        <dd className="text-white">
          {formatEventDate(booking.eventDate, locale)}, {booking.eventTime}
        </dd>
        <dt>{m.sum_city({}, o)}</dt>
        <dd className="text-white">
          {booking.location && isCity(booking.location)
            ? (cityMessage(booking.location, locale) ?? CITY_NAMES[booking.location])
            : booking.location}
        </dd>
        <dt>{m.forms_dash_services({}, o)}</dt>
        <dd className="text-white">
          {(booking.services ? serviceTitles(booking.services.selectedMaleStripper, booking.services.selectedToplessWaiter) : []).join(
            ' + ',
          ) || notSpecified}
        </dd>
        <dt>{m.forms_dash_performers({}, o)}</dt>
        <dd className="text-white">{performerNames(booking, locale)}</dd>
        <dt>{m.sum_phone({}, o)}</dt>
        <dd className="text-white">{booking.customerPhone || notSpecified}</dd>
        <dt>{m.forms_dash_total({}, o)}</dt>
        <dd className="text-white">{formatBaht(booking.totalPrice)}</dd>
        <dt>{m.forms_dash_advance({}, o)}</dt>
        <dd className="text-white">{formatBaht(booking.advanceAmount)}</dd>
        <dt>{m.forms_dash_payment({}, o)}</dt>
        <dd className="text-white">{advanceLabel(booking.advanceStatus, locale)}</dd>
      </dl>
      <a
        href={localHref(`/booking/${booking.id}/summary${payable ? '#advance-heading' : ''}`, locale)}
        className="mt-3 inline-block text-sm text-gold underline"
      >
        {payable ? m.forms_dash_payment_instructions({}, o) : m.forms_dash_view({}, o)}
        <span className="sr-only">{` ${m.forms_dash_for_booking({ ref }, o)}`}</span>
      </a>
      {/* The split of the advance lives on the summary (issue 45): a way there while anything is still to pay. */}
      {payable && (
        <a href={localHref(`/booking/${booking.id}/summary#shares`, locale)} className="mt-2 block text-sm text-gold underline">
          {m.sh_dashboard_link({}, o)}
          <span className="sr-only">{` ${m.forms_dash_for_booking({ ref }, o)}`}</span>
        </a>
      )}
      {booking.night && <NightCard night={booking.night} locale={locale} />}
      {booking.brief && <BriefCard brief={booking.brief} locale={locale} />}
      {channels && <ReachAgency channels={channels} reference={ref} locale={locale} level={3} />}
      <p role="status" className="mt-3 text-sm text-white empty:hidden">
        {saved ? m.forms_dash_saved({}, o) : ''}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-error">
          {error}
        </p>
      )}
      {booking.status === 'pending' && mode === 'view' && (
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setSaved(false);
              setMode('modify');
            }}
          >
            {m.forms_dash_modify({}, o)}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setAdvanceNote(cancellationAdvanceNote(booking, clock.now(), locale));
              setMode('cancel');
            }}
          >
            {m.forms_dash_cancel({}, o)}
          </button>
        </div>
      )}
      {mode === 'cancel' && (
        <div className="mt-4 rounded-lg border border-rose p-3" role="group" aria-label={m.forms_dash_confirm_cancel({}, o)}>
          <p className="text-sm text-white">{m.forms_dash_cancel_question({ ref }, o)}</p>
          {advanceNote && <p className="mt-2 text-sm text-white">{advanceNote.page}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-gold" disabled={busy} onClick={() => void cancel()}>
              {m.forms_dash_yes_cancel({}, o)}
            </button>
            <button type="button" className="btn-outline" onClick={() => setMode('view')}>
              {m.forms_dash_keep({}, o)}
            </button>
          </div>
        </div>
      )}
      {mode === 'modify' && (
        <form
          className="mt-4 grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void modify(new FormData(e.currentTarget));
          }}
        >
          {field(
            'eventDate',
            m.forms_dash_event_date({}, o),
            <input
              id={`eventDate-${ref}`}
              name="eventDate"
              type="date"
              min={todayInBangkok()}
              defaultValue={booking.eventDate}
              required
              className={controlClass}
            />,
          )}
          {field(
            'eventTime',
            m.forms_dash_event_time({}, o),
            <input
              id={`eventTime-${ref}`}
              name="eventTime"
              type="time"
              defaultValue={booking.eventTime}
              required
              className={controlClass}
            />,
          )}
          {field(
            'customerPhone',
            m.forms_dash_phone_number({}, o),
            <input
              id={`customerPhone-${ref}`}
              name="customerPhone"
              type="tel"
              autoComplete="tel"
              defaultValue={booking.customerPhone ?? ''}
              required
              className={controlClass}
            />,
          )}
          {field(
            'venueType',
            m.sum_venue_type({}, o),
            <select id={`venueType-${ref}`} name="venueType" defaultValue={booking.venueType ?? ''} className={controlClass}>
              {Object.entries(VENUE_TYPES).map(([v, l]) => (
                <option key={v} value={v}>
                  {optionMessage('venue', v, locale) ?? l}
                </option>
              ))}
            </select>,
          )}
          {field(
            'address',
            m.sum_address({}, o),
            <input id={`address-${ref}`} name="address" defaultValue={booking.address ?? ''} required className={controlClass} />,
          )}
          <div className="sm:col-span-2">
            {field(
              'specialRequests',
              m.sum_special_requests({}, o),
              <textarea
                id={`specialRequests-${ref}`}
                name="specialRequests"
                defaultValue={booking.specialRequests ?? ''}
                rows={3}
                className={controlClass}
              />,
            )}
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className="btn-gold" disabled={busy}>
              {busy ? m.forms_dash_saving({}, o) : m.forms_dash_save({}, o)}
            </button>
            <button type="button" className="btn-outline" onClick={() => setMode('view')}>
              {m.forms_dash_back({}, o)}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The party brief's card (features/party-brief): the day the form opens, then the link while it can be written or changed. */
function BriefCard({ brief, locale }: { brief: NonNullable<DashboardBooking['brief']>; locale: Locale }) {
  const o = { locale };
  const opening = 'opensOn' in brief;
  return (
    <section
      className={`mt-3 rounded-lg border p-3 text-sm ${opening || brief.written ? 'border-ink-line' : 'border-gold'}`}
      aria-label={m.pb_card_title({}, o)}
      data-testid="dashboard-brief"
    >
      <h3 className="font-semibold text-white">{m.pb_card_title({}, o)}</h3>
      {opening ? (
        <p className="mt-1">{m.pb_card_opens({ date: formatEventDate(brief.opensOn, locale) }, o)}</p>
      ) : (
        <>
          <p className="mt-1">{brief.written ? m.pb_card_done({}, o) : m.pb_card_missing({}, o)}</p>
          <a href={brief.url} className="mt-2 inline-block text-gold underline">
            {m.pb_card_link({}, o)}
          </a>
        </>
      )}
    </section>
  );
}

/** The performers' statuses on the night (features/night-status); the dashboard asks again every minute while it runs. */
function NightCard({ night, locale }: { night: NonNullable<DashboardBooking['night']>; locale: Locale }) {
  const o = { locale };
  const lines = customerNightLines(night, locale);
  return (
    <section className="mt-3 rounded-lg border border-gold p-3 text-sm" aria-label={m.nt_title({}, o)} data-testid="dashboard-night">
      <h3 className="font-semibold text-white">{m.nt_title({}, o)}</h3>
      <div role="status">
        <ul className="mt-1 space-y-1 text-white">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {lines.length === 0 && <p className="mt-1">{m.nt_waiting({}, o)}</p>}
      </div>
    </section>
  );
}
