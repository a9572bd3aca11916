/** What the booking page derives from its address and the instant estimate (no server imports). */
import { isCity } from '@/content/cities';
import {
  SERVICE_FACTS,
  STRIPPER_PACKAGES,
  STRIPPER_SERVICES,
  WAITER_PACKAGES,
  WAITER_SERVICES,
  type StripperService,
  type WaiterService,
} from '@/content/services';
import { isPastEvent, isRealDate, isValidTime } from '@/lib/event-time';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from '@/features/booking/booking-options';

/** What the booking page can start with from its address. */
export interface Preselection {
  location?: string;
  selectedMaleStripper?: StripperService;
  selectedToplessWaiter?: WaiterService;
  eventDate?: string;
  eventTime?: string;
  venueType?: string;
  soundSystem?: string;
  occasion?: string;
  selectedStrippers?: string[];
  selectedWaiters?: string[];
}

/** The request a taken performer made fail, as far as the booking form asks it again (no personal field: the link's page shows it to whoever holds the link). */
export interface RequestToRetry {
  location: string | null;
  eventDate: string;
  eventTime: string;
  services: {
    selectedMaleStripper: string;
    selectedToplessWaiter: string;
    selectedStrippers: { id: string }[];
    selectedWaiters: { id: string }[];
  } | null;
}

/**
 * The booking page's address that starts again from a request whose performer was taken: the same
 * city, services, slot, and the performers except `takenIds` (read back by preselectFromQuery; the
 * form's availability check also unticks whoever is not free at the slot).
 */
export function retryQuery(request: RequestToRetry, takenIds: readonly string[] = []): string {
  const query = new URLSearchParams();
  const put = (name: string, value: string | null | undefined) => value && query.set(name, value);
  put('city', request.location);
  put('stripper', request.services?.selectedMaleStripper);
  put('waiter', request.services?.selectedToplessWaiter);
  put('date', request.eventDate);
  put('time', request.eventTime);
  const free = (list: { id: string }[] | undefined) => (list ?? []).map((p) => p.id).filter((id) => !takenIds.includes(id));
  put('strippers', free(request.services?.selectedStrippers).join(','));
  put('waiters', free(request.services?.selectedWaiters).join(','));
  return query.toString();
}

/**
 * The booking page's address from a performer's profile ("BOOK ONLINE NOW"): the performer's city, the
 * first one-performer service of the listing (`waiters`: a waiter package) whose style he offers, and
 * him ticked. A performer who offers none of them gets his city alone.
 */
export function profileBookingQuery(
  performer: { id: string; location: string; availableFor: readonly string[] },
  waiters: boolean,
): string {
  const query = new URLSearchParams();
  if (isCity(performer.location)) query.set('city', performer.location);
  const packages: readonly string[] = waiters ? WAITER_PACKAGES : STRIPPER_PACKAGES;
  const service = packages.find((key) => {
    const facts = SERVICE_FACTS[key as keyof typeof SERVICE_FACTS];
    return facts.performers === 1 && performer.availableFor.includes(facts.performerStyle);
  });
  if (service) {
    query.set(waiters ? 'waiter' : 'stripper', service);
    query.set(waiters ? 'waiters' : 'strippers', performer.id);
  }
  return query.toString();
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value && v !== 'none');
const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((id) => /^[\w-]{1,64}$/.test(id))
    .slice(0, 4);

/** What the booking page pre-selects from its address (spec section 4: city, service, title; and a retried request's choices). */
export function preselectFromQuery(params: URLSearchParams): Preselection {
  const city = (params.get('city') ?? '').trim().toLowerCase();
  const title = (params.get('title') ?? '').toLowerCase();
  const has = (...words: string[]) => words.some((w) => title.includes(w));
  const result: Preselection = {};
  if (isCity(city)) result.location = city;
  const stripper = oneOf(STRIPPER_SERVICES, params.get('stripper'));
  const waiter = oneOf(WAITER_SERVICES, params.get('waiter'));
  if (stripper) result.selectedMaleStripper = stripper;
  if (waiter) result.selectedToplessWaiter = waiter;
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  if (isRealDate(date) && !isPastEvent(date)) result.eventDate = date;
  if (isValidTime(time)) result.eventTime = time;
  const venue = oneOf(Object.keys(VENUE_TYPES), params.get('venue'));
  const sound = oneOf(Object.keys(SOUND_SYSTEM), params.get('sound'));
  const occasion = oneOf(Object.keys(OCCASIONS), params.get('occasion'));
  if (venue) result.venueType = venue;
  if (sound) result.soundSystem = sound;
  if (occasion) result.occasion = occasion;
  if (stripper && ids(params.get('strippers')).length > 0) result.selectedStrippers = ids(params.get('strippers'));
  if (waiter && ids(params.get('waiters')).length > 0) result.selectedWaiters = ids(params.get('waiters'));
  const service = params.get('service');
  if (service === 'male-stripper') {
    result.selectedMaleStripper = has('underwear')
      ? 'underwear'
      : has('full', 'monty')
        ? 'full-monty'
        : has('double', 'duo')
          ? 'duo'
          : 'topless';
  } else if (service === 'topless-waiter') {
    result.selectedToplessWaiter = has('double')
      ? 'double-trouble'
      : has('triple', 'party')
        ? 'full-party-mode'
        : has('orgy', 'special', 'domination', 'total')
          ? 'total-domination'
          : 'sexy-host';
  }
  return result;
}
