/**
 * The agency's booking form as data (browser-safe): its values, pre-filled from a booking to edit,
 * and the body it sends. The rules themselves are the server's (the public request's schema, the
 * agency confirmation's, the price engine): the form shows the issues the server answers by field.
 */
import type { AdminBooking, AgencyBookingBody } from './bookings-api';
import type { AdminPerformer } from '@/features/performers/performers.routes';
import type { QuoteRequest } from '@/features/booking-form/usePriceQuote';
import { DEFAULT_CITY } from '@/content/cities';
import {
  PERFORMANCE_STYLES,
  performanceStyleFor,
  performersNeeded,
  STRIPPER_PACKAGES,
  STRIPPER_SERVICES,
  STRIPPER_TITLES,
  WAITER_SERVICES,
  WAITER_TITLES,
} from '@/content/services';
import { styleLabel } from './booking-row';
import { worksIn } from '@/features/performers/works-in';
import { takesRole } from '@/features/performers/performer-filter';
import { bookingServices } from './confirm-booking';
import { fieldErrors } from '@/features/admin-panel/errors';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

/** The form's values, as the controls hold them (text). */
export interface AgencyFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  location: string;
  address: string;
  venueType: string;
  soundSystem: string;
  occasion: string;
  eventDate: string;
  eventTime: string;
  duration: string;
  selectedMaleStripper: string;
  selectedToplessWaiter: string;
  stripperIds: string[];
  waiterIds: string[];
  performanceStyle: string;
  specialRequests: string;
  override: boolean;
  overrideTotal: string;
  overrideReason: string;
  notifyCustomer: boolean;
}

/** The desk's service and style choices (value → label), from the service catalogue; no service is said in the reader's language. */
export function deskChoices(locale: PanelLocale) {
  const none = pm.bookings_no_service({}, { locale });
  return {
    strippers: STRIPPER_SERVICES.map((s) => ({ value: s, label: s === 'none' ? none : STRIPPER_TITLES[s] })),
    waiters: WAITER_SERVICES.map((s) => ({ value: s, label: s === 'none' ? none : WAITER_TITLES[s] })),
    styles: PERFORMANCE_STYLES.map((style) => ({ value: style, label: styleLabel(style, locale) })),
  };
}

/** An empty form for a new booking on `date` (and `time`, from an empty slot of the calendar). */
export function emptyForm(date = '', time = '20:00'): AgencyFormValues {
  return {
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    location: DEFAULT_CITY,
    address: '',
    venueType: 'hotel',
    soundSystem: 'yes',
    occasion: 'birthday',
    eventDate: date,
    eventTime: time,
    duration: '',
    selectedMaleStripper: STRIPPER_PACKAGES[0]!,
    selectedToplessWaiter: 'none',
    stripperIds: [],
    waiterIds: [],
    performanceStyle: performanceStyleFor(STRIPPER_PACKAGES[0]!),
    specialRequests: '',
    override: false,
    overrideTotal: '',
    overrideReason: '',
    notifyCustomer: true,
  };
}

/** The form pre-filled with a stored booking (the edit). */
export function formOf(booking: AdminBooking): AgencyFormValues {
  const services = bookingServices(booking);
  return {
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone ?? '',
    location: booking.location ?? '',
    address: booking.address ?? '',
    venueType: booking.venueType ?? '',
    soundSystem: booking.soundSystem ?? '',
    occasion: booking.occasion ?? '',
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    duration: String(booking.duration),
    selectedMaleStripper: services.selectedMaleStripper,
    selectedToplessWaiter: services.selectedToplessWaiter,
    stripperIds: booking.stripperIds,
    waiterIds: booking.waiterIds,
    performanceStyle: booking.performanceStyle,
    specialRequests: booking.specialRequests ?? '',
    override: Boolean(booking.priceOverrideReason),
    overrideTotal: booking.priceOverrideReason ? String(booking.totalPrice) : '',
    overrideReason: booking.priceOverrideReason ?? '',
    notifyCustomer: true,
  };
}

/**
 * The request body: numbers as numbers, the e-mail left out when empty (a booking by phone), the
 * override only when set (an edit that clears an existing one sends null).
 */
export function bodyOf(values: AgencyFormValues, editing?: AdminBooking): AgencyBookingBody {
  const { override, overrideTotal, overrideReason, duration, customerEmail, ...rest } = values;
  // The controls hold text: a choice is one of the catalogue's keys (the selects offer no other), and the server checks
  // every field against the route's schema, answering the issues by field.
  const body = {
    ...rest,
    stripperIds: values.selectedMaleStripper === 'none' ? [] : values.stripperIds,
    waiterIds: values.selectedToplessWaiter === 'none' ? [] : values.waiterIds,
    ...(duration.trim() && { duration: Number(duration) }),
    ...(customerEmail.trim() ? { customerEmail: customerEmail.trim() } : editing ? { customerEmail: '' } : {}),
  } as AgencyBookingBody;
  if (override) body.priceOverride = { total: Number(overrideTotal), reason: overrideReason };
  else if (editing?.priceOverrideReason) body.priceOverride = null;
  return body;
}

/**
 * What the live quote asks the price engine (POST /api/pricing/calculate, the customer form's quote):
 * the same city, services, performers and duration as the body the form saves, so the quote is the
 * price the server stores. Strippers count only once as many are chosen as the service needs (the
 * customer form's rule: a half-made choice is priced without them); null when no service is chosen.
 */
export function quoteRequestOf(values: AgencyFormValues): QuoteRequest | null {
  const body = bodyOf(values);
  const stripper = STRIPPER_SERVICES.find((s) => s === values.selectedMaleStripper);
  const waiter = WAITER_SERVICES.find((s) => s === values.selectedToplessWaiter);
  if (!stripper || !waiter || (stripper === 'none' && waiter === 'none')) return null;
  const strippers = body.stripperIds as string[];
  return {
    location: values.location,
    selectedMaleStripper: stripper,
    selectedToplessWaiter: waiter,
    stripperIds: stripper !== 'none' && strippers.length === performersNeeded(stripper) ? strippers : [],
    waiterIds: body.waiterIds as string[],
    ...(typeof body.duration === 'number' && { duration: body.duration }),
  };
}

/** The performers of a city who can take a role (by their tags), in display order. */
export function performersFor(performers: AdminPerformer[], city: string, role: 'stripper' | 'waiter'): AdminPerformer[] {
  return performers
    .filter((p) => worksIn(p, city) && takesRole(p, role))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/** The first issue the server reported on each field of a refused save, in the reader's panel language (`priceOverride.total` shows on the override). */
export const issuesByField = (error: unknown): Record<string, string> =>
  fieldErrors(error, (path) => (path.startsWith('priceOverride') ? 'priceOverride' : (path.split('.')[0] ?? '')));
