/**
 * The booking page island: location, services and the price first; NEXT reveals the Contact
 * Details form; SUBMIT BOOKING stores the request and opens its summary. Validated on submit, then
 * on change (spec section 5); the server prices and re-checks everything again.
 */
import { startTransition, useCallback, useEffect, useState, type FormEvent } from 'react';
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
import { worksIn } from '@/features/performers/works-in';
import type { BookingFormInput, BookingFormValues } from '@/features/booking/booking.schema';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import PriceSummary from './PriceSummary';
import ServicePicker from './ServicePicker';
import { useBookingData } from './useBookingData';
import { useAvailability } from './useAvailability';
import { usePriceQuote } from './usePriceQuote';
import { LocaleContext } from '@/components/ui/locale-context';
import type { Locale } from '@/lib/i18n';
import type { BookingWords, PageWords } from './booking-words';
import { fillIn } from './fill-in';
import { unpackWords } from './packed-words';
import { carriedLanding } from '@/features/sources/landing.client';

const rules = lazyRules<BookingFormInput, BookingFormValues>(() => import('./booking-form-validation'));

// The details step (contact details, performers, SUBMIT BOOKING) loads on the form's first focus or tap, or on NEXT.
// Its module also says when a slot is complete (the date helpers load with it: the first step has no date).
const loadDetails = () => import('./BookingDetails');
type DetailsStep = Awaited<ReturnType<typeof loadDetails>>;

// The words of a refusal (the server's codes, said in the page's language) load when one comes, not with the page.
const refusals = () => import('@/features/booking/booking-refusals');

/** The fields of `now` the customer changed from `empty` (lists compared by their items). */
const changedSince = (empty: BookingFormInput, now: BookingFormInput): Partial<BookingFormInput> =>
  Object.fromEntries(Object.entries(now).filter(([name, value]) => String(value) !== String(empty[name as keyof BookingFormInput])));

/** The whole booking page in the page's language: `locale`, and `words` (bookingWords) said in it by the server. */
export default function BookingPage({ locale = 'en', words: w }: { locale?: Locale; words: BookingWords }) {
  const cityName = (city: string) => w.cities[city] ?? city;
  const form = useForm<BookingFormInput, BookingFormValues>({ empty: EMPTY_BOOKING_FORM, rules, locale, check: 'submit' });
  const { values, errors, update, clearErrors, adopt } = form;
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
  // The details step's module once loaded; a failed load is said under NEXT, which tries again.
  const [step, setStep] = useState<DetailsStep | null>(null);
  const Details = step?.default;
  // What the page says once the details are open (their module says it).
  const said = step?.detailsWords(locale);
  const [detailsFailed, setDetailsFailed] = useState(false);
  const openDetails = useCallback(
    () =>
      loadDetails().then(
        (loaded) => {
          setStep(loaded);
          setDetailsFailed(false);
          setShowDetails(true);
        },
        () => setDetailsFailed(true),
      ),
    [],
  );
  const warm = () => {
    rules.warm();
    void loadDetails().catch(() => undefined);
  };
  const { performers, cards } = useBookingData(location);

  // The address's choices are applied as a transition: React renders them in slices, so the page's first
  // seconds have no long task (the form is already on screen, server-rendered, while this runs).
  useEffect(() => {
    // A partner code the landing carried fills the field (the customer may still change or remove it).
    const carriedCode = carriedLanding().partnerCode;
    if (carriedCode) startTransition(() => setPartnerCode(carriedCode));
    // An empty address leaves the hydrated form as it is, and loads nothing to read it.
    if (!window.location.search) return;
    // The language switch of a pre-rendered page has no query: it gets this one, so switching keeps the choices.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) link.search = window.location.search;
    const params = new URLSearchParams(window.location.search);
    // What reads the address loads only when there is one; if it cannot load, the customer chooses by hand.
    void import('./booking-rules').then(
      ({ preselectFromQuery }) => {
        const chosen = preselectFromQuery(params);
        if (Object.keys(chosen).length === 0) return;
        startTransition(() => {
          // Merged into what the customer may already have chosen since hydration, never over it.
          update((now) => ({ ...chosen, ...changedSince(EMPTY_BOOKING_FORM, now) }));
          // A request carried over (its slot or performers) opens on the details, where those choices are.
          if (chosen.eventDate || chosen.selectedStrippers || chosen.selectedWaiters) void openDetails();
        });
      },
      () => undefined,
    );
    // Once, after hydration.
  }, [update, openDetails]);

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
  const slotChosen = Boolean(step && location && anyService && step.slotIsComplete(eventDate, eventTime));
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
    // Availability is asked only once the details step (and its words) loaded.
    if (!said) return;
    const names = [...new Set(taken.map((performerId) => performers.data.find((p) => p.id === performerId)?.name ?? said.aPerformer))];
    setUnticked(said.unticked(names));
  };
  const availability = useAvailability(
    slotChosen ? { city: location, date: eventDate, time: eventTime, duration } : null,
    untickUnavailable,
  );
  const { tooOften } = availability;
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
  const refusalOf = async (error: ApiError) => (await refusals()).refusalMessage(error, locale, await rules.words());

  // SUBMIT BOOKING is on the details step, so its words are loaded.
  const submitFailed = said?.submitFailed ?? '';
  const onSubmit = form.submit(async (v) => {
    if (!said) return;
    if (strippers.length !== needStrippers) return setSubmitError(said.wrongStrippers);
    if (waiters.length !== needWaiters) return setSubmitError(said.wrongWaiters);
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
      window.location.assign(`${w.bookingPath}/${id}/summary`);
    } catch (error) {
      // A partner code that gives nothing is said on its field, in the page's language: the customer removes it and sends again.
      const code = error instanceof ApiError ? error.reason.code : undefined;
      if (error instanceof ApiError && typeof code === 'string' && code.startsWith('partner_code_')) {
        const [{ PARTNER_CODE_ERRORS }, { sayRefusal }] = await Promise.all([
          import('@/features/partners/partner-errors'),
          import('@/lib/say-refusal'),
        ]);
        const partnerSaid = sayRefusal(error, PARTNER_CODE_ERRORS, locale);
        setPartnerError(partnerSaid);
        setSubmitError(`${submitFailed} ${partnerSaid}`);
        setSubmitting(false);
        return;
      }
      const detail = error instanceof ApiError && error.status < 500 && error.status !== 413 ? ` ${await refusalOf(error)}` : '';
      setSubmitError(`${submitFailed}${detail}`);
      setSubmitting(false);
    }
  });

  // Rules that could not load (the connection dropped) fail the submit like a refused request would.
  // On the first step the form's submit is NEXT (Enter in a field or the button): it reveals the details and sends nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!showDetails) {
      event.preventDefault();
      if (location && anyService) void openDetails();
      return;
    }
    onSubmit(event).catch(() => setSubmitError(submitFailed));
  };

  const [cityCleared, undoCity, next, detailsFailedText] = unpackWords<PageWords>(w.page);
  return (
    <LocaleContext value={locale}>
      <form ref={adopt} onSubmit={submit} onFocus={warm} onPointerDown={warm} noValidate className="mx-auto max-w-3xl space-y-8">
        <ServicePicker
          words={w}
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
                <span>{fillIn(cityCleared, { city: cityName(cleared.to) })}</span>
                <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={undoCityChange}>
                  {fillIn(undoCity, { city: cityName(cleared.from) })}
                </button>
              </p>
            )
          }
        />
        {location && anyService && (
          <PriceSummary
            words={w.price}
            detailsWords={said}
            stripperPrice={stripperCard?.price ?? 0}
            waiterPrice={waiterCard?.price ?? 0}
            bothChosen={stripper !== 'none' && waiter !== 'none'}
            quote={quote}
            loading={loading}
            failed={failed}
          />
        )}
        {!showDetails ? (
          <>
            {detailsFailed && (
              <p role="alert" className="rounded-lg border border-rose p-3 text-sm text-white">
                {detailsFailedText}
              </p>
            )}
            <button
              type="submit"
              className="btn-gold w-full disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!location || !anyService}
            >
              {next}
            </button>
          </>
        ) : (
          Details && (
            <Details
              form={form}
              stripper={stripper}
              waiter={waiter}
              needStrippers={needStrippers}
              needWaiters={needWaiters}
              duration={duration}
              baseDuration={baseDuration}
              extraTimeRate={extraTimeRate}
              onExtraMinutes={setExtraMinutes}
              cityPerformers={cityPerformers}
              onPerformers={choosePerformers}
              slotChosen={slotChosen}
              availability={availability}
              tooOftenText={(tooOften && tooOftenText) || ''}
              unticked={unticked}
              partnerCode={partnerCode}
              partnerError={partnerError}
              onPartnerCode={(code) => {
                setPartnerCode(code);
                setPartnerError('');
              }}
              submitError={submitError}
              submitting={submitting}
              countsOk={countsOk}
              onBack={() => setShowDetails(false)}
            />
          )
        )}
      </form>
    </LocaleContext>
  );
}
