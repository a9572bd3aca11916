/**
 * The booking page island: location, services and the price first; NEXT reveals the Contact
 * Details form; SUBMIT BOOKING stores the request and opens its summary. Validated on submit, then
 * on change (spec section 5); the server prices and re-checks everything again.
 */
import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import { lazyRules } from '@/components/ui/lazy-rules';
import { useForm } from '@/components/ui/use-form';
import { ApiError, apiRequest } from '@/lib/api-client';
import {
  defaultDuration,
  MAX_DURATION,
  performanceStyleFor,
  performersNeeded,
  pricedDuration,
  stripperServiceForTitle,
  waiterServiceForTitle,
  type StripperService,
  type WaiterService,
} from '@/content/services';
import { CITY_NAMES, type City } from '@/content/cities';
import { preselectFromQuery } from './booking-rules';
import { worksIn } from '@/features/performers/works-in';
import { takesRole } from '@/features/performers/performer-filter';
import type { BookingFormInput, BookingFormValues } from '@/features/booking/booking.schema';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import { isPastEvent, isRealDate, isValidTime } from '@/lib/event-time';
import { formatDurationHours } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { SelectField } from '@/components/ui/SelectField';
import ContactDetails from './ContactDetails';
import PerformerChoice from './PerformerChoice';
import PriceSummary from './PriceSummary';
import ServicePicker from './ServicePicker';
import { useBookingData } from './useBookingData';
import { useAvailability } from './useAvailability';
import { usePriceQuote } from './usePriceQuote';
import { LocaleContext } from '@/components/ui/locale-context';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { cityMessage } from '@/features/booking/option-labels';
import { TextField } from '@/components/ui/TextField';
import { carriedLanding } from '@/features/sources/landing.client';

const rules = lazyRules<BookingFormInput, BookingFormValues>(() => import('./booking-form-validation'));

// The words of a refusal (the server's codes, said in the page's language) load when one comes, not with the page.
const refusals = () => import('@/features/booking/booking-refusals');

/** The fields of `now` the customer changed from `empty` (lists compared by their items). */
const changedSince = (empty: BookingFormInput, now: BookingFormInput): Partial<BookingFormInput> =>
  Object.fromEntries(Object.entries(now).filter(([name, value]) => String(value) !== String(empty[name as keyof BookingFormInput])));

/** The whole booking page, in the page's language (English unless `locale` says otherwise). */
export default function BookingPage({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  const cityName = (city: string) => cityMessage(city, locale) ?? CITY_NAMES[city as City];
  const form = useForm<BookingFormInput, BookingFormValues>({ empty: EMPTY_BOOKING_FORM, rules, locale, check: 'submit' });
  const { values, errors, update, clearErrors } = form;
  const {
    location,
    selectedMaleStripper: stripper,
    selectedToplessWaiter: waiter,
    selectedStrippers: strippers,
    selectedWaiters: waiters,
    eventDate,
    eventTime,
  } = values;
  const [showDetails, setShowDetails] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState('');
  // A partner's code (typed, or carried from a /?partner=CODE link) and the landing the request carries (features/sources).
  const [partnerCode, setPartnerCode] = useState('');
  const [partnerError, setPartnerError] = useState('');
  const details = useRef<HTMLElement>(null);
  const { performers, cards } = useBookingData(location);

  // The address's choices are applied as a transition: React renders them in slices, so the page's first
  // seconds have no long task (the form is already on screen, server-rendered, while this runs).
  useEffect(() => {
    // A partner code the landing carried fills the field (the customer may still change or remove it).
    const carriedCode = carriedLanding().partnerCode;
    if (carriedCode) startTransition(() => setPartnerCode(carriedCode));
    // The language switch of a pre-rendered page has no query: it gets this one, so switching keeps the choices.
    if (window.location.search)
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) link.search = window.location.search;
    const chosen = preselectFromQuery(new URLSearchParams(window.location.search));
    // Nothing chosen, nothing to apply: an empty address leaves the hydrated form as it is.
    if (Object.keys(chosen).length === 0) return;
    startTransition(() => {
      // Merged into what the customer may already have chosen since hydration, never over it.
      update((now) => ({ ...chosen, ...changedSince(EMPTY_BOOKING_FORM, now) }));
      // A request carried over (its slot or performers) opens on the details, where those choices are.
      if (chosen.eventDate || chosen.selectedStrippers || chosen.selectedWaiters) setShowDetails(true);
    });
    // Once, after hydration.
  }, [update]);
  useEffect(() => {
    if (!showDetails) return;
    const timer = setTimeout(() => details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
    return () => clearTimeout(timer);
  }, [showDetails]);

  const set = <K extends keyof BookingFormInput>(name: K, value: BookingFormInput[K]) => update({ [name]: value });
  // What a city change cleared, so the customer can take it back (services and performers are offered per city).
  const [cleared, setCleared] = useState<{ from: string; to: string; values: Partial<BookingFormInput> } | null>(null);
  const changeCity = (city: string) => {
    // The same city again keeps the chosen services and performers; only a new city clears them.
    if (city === location) return;
    const { selectedMaleStripper: s, selectedToplessWaiter: w, selectedStrippers: ss, selectedWaiters: ws } = values;
    const hadChoices = s !== 'none' || w !== 'none' || ss.length > 0 || ws.length > 0;
    setCleared(
      location && hadChoices
        ? {
            from: location,
            to: city,
            values: { selectedMaleStripper: s, selectedToplessWaiter: w, selectedStrippers: ss, selectedWaiters: ws },
          }
        : null,
    );
    update({ location: city, selectedMaleStripper: 'none', selectedToplessWaiter: 'none', selectedStrippers: [], selectedWaiters: [] });
    clearErrors(['selectedMaleStripper', 'selectedStrippers', 'selectedWaiters']);
  };
  const undoCityChange = () => {
    if (!cleared) return;
    update({ location: cleared.from, ...cleared.values });
    setCleared(null);
  };

  const stripperCard = cards.data.strippers.find((c) => stripperServiceForTitle(c.title) === stripper);
  const waiterCard = cards.data.waiters.find((c) => waiterServiceForTitle(c.title) === waiter);
  const needStrippers = performersNeeded(stripper);
  const needWaiters = performersNeeded(waiter);
  const anyService = stripper !== 'none' || waiter !== 'none';
  // The show length: the packages' own, or longer at the city's per-minute rates (shown as the 'Extra time' line).
  const [extraMinutes, setExtraMinutes] = useState(0);
  const baseDuration = defaultDuration(stripper, waiter);
  const duration = Math.min(MAX_DURATION, baseDuration + extraMinutes);
  const priced = pricedDuration(stripper, waiter, duration);
  const countsOk = strippers.length === needStrippers && waiters.length === needWaiters;

  const chooseStripper = (value: string) => {
    update({ selectedMaleStripper: value as StripperService, selectedStrippers: strippers.slice(0, performersNeeded(value)) });
  };
  const chooseWaiter = (value: string) => {
    update({ selectedToplessWaiter: value as WaiterService, selectedWaiters: waiters.slice(0, performersNeeded(value)) });
  };

  const { quote, loading, failed } = usePriceQuote(
    location && anyService && !cards.loading
      ? {
          location,
          selectedMaleStripper: stripper,
          selectedToplessWaiter: waiter,
          stripperIds: strippers.length === needStrippers ? strippers : [],
          waiterIds: waiters.length === needWaiters ? waiters : [],
          ...(priced && { duration: priced }),
        }
      : null,
  );

  // What an option of N extra minutes adds, as the engine charges it (known once a quote for this show length came back).
  const extraTimeRate = quote && quote.includedMinutes === baseDuration ? quote.extraTimeRate : undefined;
  const cityPerformers = performers.data.filter((p) => worksIn(p, location));
  // Who is free is asked once the slot is complete: a city, a service (its show length), a date and a time.
  const slotChosen = location && anyService && isRealDate(eventDate) && isValidTime(eventTime) && !isPastEvent(eventDate, eventTime);
  const [unticked, setUnticked] = useState('');
  // A chosen performer who is not free at the new slot is unticked, and the customer is told who.
  const untickUnavailable = (unavailable: Set<string>) => {
    const taken = [...strippers, ...waiters].filter((performerId) => unavailable.has(performerId));
    // A new slot's answer replaces what the last one said: the message never outlives the slot it was about.
    if (taken.length === 0) return setUnticked('');
    update((now) => ({
      selectedStrippers: now.selectedStrippers.filter((performerId) => !unavailable.has(performerId)),
      selectedWaiters: now.selectedWaiters.filter((performerId) => !unavailable.has(performerId)),
    }));
    const names = [
      ...new Set(taken.map((performerId) => performers.data.find((p) => p.id === performerId)?.name ?? m.bk_a_performer({}, o))),
    ];
    const joined = { names: names.join(m.bk_and({}, o)) };
    setUnticked(names.length === 1 ? m.bk_unticked_one(joined, o) : m.bk_unticked_many(joined, o));
  };
  const availability = useAvailability(
    slotChosen ? { city: location, date: eventDate, time: eventTime, duration } : null,
    untickUnavailable,
  );
  const { unavailable, tooOften } = availability;
  // What the 429 of the availability check says (when to ask again), once its words are loaded.
  const [tooOftenText, setTooOftenText] = useState('');
  useEffect(() => {
    if (!tooOften) return;
    void refusals().then(({ refusalMessage }) => setTooOftenText(refusalMessage(tooOften, locale)));
  }, [tooOften, locale]);
  const choosePerformers = (name: 'selectedStrippers' | 'selectedWaiters', ids: string[]) => {
    setUnticked('');
    set(name, ids);
  };
  // A refusal in the page's language: a field's rule said from its code by the rules, any other from its code.
  const refusalOf = async (error: ApiError) =>
    error.issues.length ? (await rules.said(error.issues, locale))[0]!.message : (await refusals()).refusalMessage(error, locale);

  const onSubmit = form.submit(async (v) => {
    if (strippers.length !== needStrippers) return setSubmitError(m.bk_wrong_strippers({}, o));
    if (waiters.length !== needWaiters) return setSubmitError(m.bk_wrong_waiters({}, o));
    setSubmitError('');
    setSubmitting(true);
    try {
      const { id } = await apiRequest<{ id: string }>('POST', '/api/bookings', {
        customerName: v.name,
        customerEmail: v.email,
        customerPhone: v.phone,
        location: v.location,
        address: v.address,
        venueType: v.venueType,
        soundSystem: v.soundSystem,
        occasion: v.occasion,
        eventDate: v.eventDate,
        eventTime: v.eventTime,
        specialRequests: v.specialRequests,
        selectedMaleStripper: v.selectedMaleStripper,
        selectedToplessWaiter: v.selectedToplessWaiter,
        stripperIds: v.selectedStrippers,
        waiterIds: v.selectedWaiters,
        performanceStyle: performanceStyleFor(v.selectedMaleStripper),
        ...(priced && { duration: priced }),
        ...(partnerCode.trim() && { partnerCode: partnerCode.trim() }),
        source: carriedLanding().source,
        locale,
      });
      window.location.assign(localizePath(`/booking/${id}/summary`, locale));
    } catch (error) {
      // A partner code that gives nothing is said on its field, in the page's language: the customer removes it and sends again.
      const code = error instanceof ApiError ? error.reason.code : undefined;
      if (error instanceof ApiError && typeof code === 'string' && code.startsWith('partner_code_')) {
        const [{ PARTNER_CODE_ERRORS }, { codedMessage }] = await Promise.all([
          import('@/features/partners/partner-errors'),
          import('@/lib/error-codes'),
        ]);
        const said = codedMessage(PARTNER_CODE_ERRORS, error.reason, locale) ?? error.serverMessage;
        setPartnerError(said);
        setSubmitError(`${m.bk_submit_failed({}, o)} ${said}`);
        setSubmitting(false);
        return;
      }
      const detail = error instanceof ApiError && error.status < 500 && error.status !== 413 ? ` ${await refusalOf(error)}` : '';
      setSubmitError(`${m.bk_submit_failed({}, o)}${detail}`);
      setSubmitting(false);
    }
  });

  // Rules that could not load (the connection dropped) fail the submit like a refused request would.
  // On the first step the form's submit is NEXT (Enter in a field or the button): it reveals the details and sends nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!showDetails) {
      event.preventDefault();
      if (location && anyService) setShowDetails(true);
      return;
    }
    onSubmit(event).catch(() => setSubmitError(m.bk_submit_failed({}, o)));
  };

  return (
    <LocaleContext value={locale}>
      <form onSubmit={submit} onFocus={rules.warm} onPointerDown={rules.warm} noValidate className="mx-auto max-w-3xl space-y-8">
        <ServicePicker
          location={location}
          onLocation={changeCity}
          stripper={stripper}
          waiter={waiter}
          onStripper={chooseStripper}
          onWaiter={chooseWaiter}
          cards={cards.data}
          loading={cards.loading}
          failed={cards.error}
          serviceError={errors.selectedMaleStripper}
          locationError={errors.location}
          notice={
            cleared && (
              <p role="status" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gold" data-testid="city-change-notice">
                <span>{m.bk_city_cleared({ city: cityName(cleared.to) }, o)}</span>
                <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={undoCityChange}>
                  {m.bk_undo_city({ city: cityName(cleared.from) }, o)}
                </button>
              </p>
            )
          }
        />
        {location && anyService && (
          <PriceSummary
            stripperPrice={stripperCard?.price ?? 0}
            waiterPrice={waiterCard?.price ?? 0}
            bothChosen={stripper !== 'none' && waiter !== 'none'}
            quote={quote}
            loading={loading}
            failed={failed}
          />
        )}
        {!showDetails ? (
          <button
            type="submit"
            className="btn-gold w-full disabled:cursor-not-allowed disabled:opacity-50"
            disabled={!location || !anyService}
          >
            {m.bk_next({}, o)}
          </button>
        ) : (
          <section ref={details} aria-labelledby="details-title" className="scroll-mt-20 space-y-6">
            <h2 id="details-title" className="text-2xl">
              {m.bk_contact_details({}, o)}
            </h2>
            <ContactDetails
              form={form}
              slotExtra={
                <SelectField
                  label={m.bk_show_length({}, o)}
                  name="duration"
                  value={duration - baseDuration}
                  onChange={(e) => setExtraMinutes(Number(e.target.value))}
                  disabled={!anyService}
                  options={Array.from({ length: Math.floor((MAX_DURATION - baseDuration) / 30) + 1 }, (_, i) => i * 30).map((extra) => ({
                    value: String(extra),
                    label: `${locale === 'en' ? formatDurationHours(baseDuration + extra) : m.bk_hours({ hours: (baseDuration + extra) / 60 }, o)}${
                      extra === 0
                        ? m.bk_included({}, o)
                        : extraTimeRate === undefined
                          ? m.bk_extra_minutes({ minutes: extra }, o)
                          : m.bk_extra_minutes_price({ minutes: extra, amount: formatBaht(extra * extraTimeRate) }, o)
                    }`,
                  }))}
                />
              }
              performers={
                <>
                  {stripper !== 'none' && (
                    <PerformerChoice
                      id="selectedStrippers"
                      legend={m.bk_male_strippers({}, o)}
                      required={needStrippers}
                      selected={strippers}
                      performers={cityPerformers.filter((p) => takesRole(p, 'stripper'))}
                      hint={stripper === 'duo' ? m.bk_hint_duo({}, o) : m.bk_hint_one({}, o)}
                      error={errors.selectedStrippers}
                      unavailable={unavailable}
                      onChange={(ids) => choosePerformers('selectedStrippers', ids)}
                    />
                  )}
                  {waiter !== 'none' && (
                    <PerformerChoice
                      id="selectedWaiters"
                      legend={m.bk_topless_waiters({}, o)}
                      required={needWaiters}
                      selected={waiters}
                      performers={cityPerformers.filter((p) => takesRole(p, 'waiter'))}
                      hint={m.bk_hint_waiters({ count: needWaiters }, o)}
                      error={errors.selectedWaiters}
                      unavailable={unavailable}
                      onChange={(ids) => choosePerformers('selectedWaiters', ids)}
                    />
                  )}
                  {!anyService && <p className="text-sm">{m.bk_choose_service_first({}, o)}</p>}
                  {anyService && (
                    <p className="text-sm" data-testid="availability-state">
                      {!slotChosen
                        ? m.bk_pick_slot({}, o)
                        : availability.loading
                          ? m.bk_checking({}, o)
                          : availability.failed
                            ? m.bk_still_send(
                                {
                                  reason: (tooOften && tooOftenText) || m.bk_availability_failed({}, o),
                                },
                                o,
                              )
                            : ''}
                    </p>
                  )}
                  <p role="status" className="text-sm font-semibold text-gold empty:hidden">
                    {unticked}
                  </p>
                </>
              }
            />
            <TextField
              label={m.bk_partner_code({}, o)}
              name="partnerCode"
              optional={m.forms_optional({}, o)}
              autoComplete="off"
              maxLength={32}
              value={partnerCode}
              error={partnerError || undefined}
              onChange={(e) => {
                setPartnerCode(e.target.value);
                setPartnerError('');
              }}
            />
            {submitError && (
              <p role="alert" className="rounded-lg border border-rose p-3 text-sm text-white">
                {submitError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <button type="button" className="btn-outline" onClick={() => setShowDetails(false)}>
                {m.bk_back({}, o)}
              </button>
              <button type="submit" className="btn-gold disabled:cursor-not-allowed disabled:opacity-50" disabled={submitting || !countsOk}>
                {submitting ? m.bk_submitting({}, o) : m.bk_submit({}, o)}
              </button>
            </div>
          </section>
        )}
      </form>
    </LocaleContext>
  );
}
