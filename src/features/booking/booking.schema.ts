/**
 * The booking request: one set of field rules with the spec's messages (section 5) as their codes
 * (booking-errors.ts says them), used by the booking island (form values) and by POST /api/bookings (the request body).
 */
import '@/lib/zod-csp';
import { z } from 'zod';
import { checkEventNotPast, slotFields } from '@/features/availability/availability.schema';
import { citiesText } from '@/content/cities';
import { PERFORMANCE_STYLES, STRIPPER_SERVICES, WAITER_SERVICES, performersNeeded } from '@/content/services';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import { ruleMessage, type PlainCode } from '@/lib/error-codes';
import { localeField } from '@/lib/locale-field';
import { partnerCodeField } from '@/features/partners/partner.schema';
import { bookingSourceField } from '@/features/sources/booking-source.schema';

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const required = (code: PlainCode, max: number) =>
  z
    .string({ error: ruleMessage(code) })
    .trim()
    .min(1, ruleMessage(code))
    .max(max, ruleMessage('too_long', { max }));
const choice = <T extends readonly [string, ...string[]]>(values: T, code: PlainCode) =>
  z.string({ error: ruleMessage(code) }).refine((v): v is T[number] => (values as readonly string[]).includes(v), ruleMessage(code));

/** Field rules shared by the form and the API. */
export const fields = {
  // A name has at least one letter, in any script ("Anna", "อันนา"); emoji or digits alone name no one.
  name: required('name_required', 100).regex(/^$|\p{L}/u, ruleMessage('name_no_letter')),
  email: z
    .string({ error: ruleMessage('email_invalid') })
    .trim()
    .max(254, ruleMessage('email_invalid'))
    .pipe(z.email(ruleMessage('email_invalid'))),
  phone: required('phone_required', 40).regex(/^[+\d][\d\s().-]*$/, ruleMessage('phone_invalid')),
  location: slotFields.location,
  address: required('address_required', 300),
  venueType: choice(keys(VENUE_TYPES), 'venue_required'),
  soundSystem: choice(keys(SOUND_SYSTEM), 'sound_required'),
  occasion: choice(keys(OCCASIONS), 'occasion_required'),
  eventDate: slotFields.eventDate,
  eventTime: slotFields.eventTime,
  specialRequests: z.string().max(2000, ruleMessage('requests_too_long')),
  selectedMaleStripper: z.enum(STRIPPER_SERVICES, { error: ruleMessage('service_required') }),
  selectedToplessWaiter: z.enum(WAITER_SERVICES, { error: ruleMessage('waiter_invalid') }),
  performerIds: z.array(z.string().min(1).max(64)).max(4, ruleMessage('too_many_performers')),
  duration: slotFields.duration,
};

type ServiceChoice = {
  selectedMaleStripper: (typeof STRIPPER_SERVICES)[number];
  selectedToplessWaiter: (typeof WAITER_SERVICES)[number];
};

/** The service rules of section 5, reported on the fields the spec names. */
function checkServices(value: ServiceChoice, strippers: string[], waiters: string[], ctx: z.RefinementCtx, paths: [string, string]) {
  if (value.selectedMaleStripper === 'none' && value.selectedToplessWaiter === 'none') {
    ctx.addIssue({ code: 'custom', path: ['selectedMaleStripper'], message: ruleMessage('service_required') });
  }
  if (value.selectedMaleStripper !== 'none' && strippers.length !== performersNeeded(value.selectedMaleStripper)) {
    ctx.addIssue({ code: 'custom', path: [paths[0]], message: ruleMessage('stripper_count') });
  }
  if (value.selectedToplessWaiter !== 'none' && waiters.length < 1) {
    ctx.addIssue({ code: 'custom', path: [paths[1]], message: ruleMessage('waiter_count') });
  }
}

/** The event's fields, the same in the form and in the request. */
const eventFields = {
  address: fields.address,
  venueType: fields.venueType,
  soundSystem: fields.soundSystem,
  occasion: fields.occasion,
  eventDate: fields.eventDate,
  eventTime: fields.eventTime,
};

/** The booking page's form values (validated on submit, then on change). */
export const bookingFormSchema = z
  .object({
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    location: fields.location,
    ...eventFields,
    specialRequests: fields.specialRequests,
    selectedMaleStripper: fields.selectedMaleStripper,
    selectedToplessWaiter: fields.selectedToplessWaiter,
    selectedStrippers: fields.performerIds,
    selectedWaiters: fields.performerIds,
  })
  .superRefine((v, ctx) => {
    checkServices(v, v.selectedStrippers, v.selectedWaiters, ctx, ['selectedStrippers', 'selectedWaiters']);
    checkEventNotPast(v, ctx);
  });
/** The booking page's form values. */
export type BookingFormValues = z.infer<typeof bookingFormSchema>;
/** The booking page's form values while being edited (before validation). */
export type BookingFormInput = z.input<typeof bookingFormSchema>;

const optional = (max: number) => z.string().trim().max(max, ruleMessage('too_long', { max })).optional();

/** The fields of a booking request (spec section 7): the public body's, shared with the agency's desk. */
export const bookingRequestShape = {
  customerName: fields.name,
  customerEmail: fields.email.transform((e) => e.toLowerCase()),
  customerPhone: fields.phone,
  location: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), fields.location),
  ...eventFields,
  specialRequests: fields.specialRequests.optional(),
  selectedMaleStripper: fields.selectedMaleStripper,
  selectedToplessWaiter: fields.selectedToplessWaiter,
  stripperIds: fields.performerIds.default([]),
  waiterIds: fields.performerIds.default([]),
  performanceStyle: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(PERFORMANCE_STYLES, { error: ruleMessage('performance_style_invalid', { styles: citiesText('or', PERFORMANCE_STYLES) }) }),
  ),
  duration: fields.duration.optional(),
  locale: localeField,
  /** A partner's code, typed or carried from a `/?partner=CODE` link; one that gives nothing is refused on this field. */
  partnerCode: partnerCodeField,
  /** Where the landing came from, as the form carried it (features/sources). */
  source: bookingSourceField,
  // Sent by the spec's client; the server derives its own values and ignores these (a discount too: the engine's stands).
  serviceType: optional(40),
  totalPrice: z.number().optional(),
  partnerDiscount: z.number().optional(),
  performerId: optional(64).nullable(),
};

/** The cross-field rules of a request (services against performers; the event not past unless `past` is false). */
export function checkBookingRequest(
  v: ServiceChoice & { stripperIds: string[]; waiterIds: string[]; eventDate: string; eventTime: string },
  ctx: z.RefinementCtx,
  options: { past?: boolean } = {},
): void {
  checkServices(v, v.stripperIds, v.waiterIds, ctx, ['stripperIds', 'waiterIds']);
  if (options.past !== false) checkEventNotPast(v, ctx);
}

/** Body of POST /api/bookings (spec section 7); unknown keys are refused. Price fields are recomputed by the server. */
export const bookingRequestSchema = z.strictObject(bookingRequestShape).superRefine((v, ctx) => checkBookingRequest(v, ctx));
/** A validated booking request. */
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
