/**
 * The booking request: one set of field rules with the spec's messages (section 5), used by the
 * booking island (form values) and by POST /api/bookings (the request body).
 */
import '@/lib/zod-csp';
import { z } from 'zod';
import { checkEventNotPast, slotFields } from '@/features/availability/availability.schema';
import { citiesText } from '@/content/cities';
import { PERFORMANCE_STYLES, STRIPPER_SERVICES, WAITER_SERVICES, performersNeeded } from '@/content/services';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import { localeField } from '@/lib/locale-field';

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string({ error: message }).refine((v): v is T[number] => (values as readonly string[]).includes(v), message);

/** Field rules shared by the form and the API. */
export const fields = {
  name: required('Full name is required', 100),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  phone: required('Phone number is required', 40).regex(/^[+\d][\d\s().-]*$/, 'Please enter a valid phone number'),
  location: slotFields.location,
  address: required('Address is required', 300),
  venueType: choice(keys(VENUE_TYPES), 'Please select venue type'),
  soundSystem: choice(keys(SOUND_SYSTEM), 'Please specify sound system availability'),
  occasion: choice(keys(OCCASIONS), 'Please select the occasion'),
  eventDate: slotFields.eventDate,
  eventTime: slotFields.eventTime,
  specialRequests: z.string().max(2000, 'Please keep special requests under 2000 characters'),
  selectedMaleStripper: z.enum(STRIPPER_SERVICES, { error: 'Please select at least one service' }),
  selectedToplessWaiter: z.enum(WAITER_SERVICES, { error: 'Please select a valid topless waiter service' }),
  performerIds: z.array(z.string().min(1).max(64)).max(4, 'Too many performers selected'),
  duration: slotFields.duration,
};

type ServiceChoice = {
  selectedMaleStripper: (typeof STRIPPER_SERVICES)[number];
  selectedToplessWaiter: (typeof WAITER_SERVICES)[number];
};

/** The service rules of section 5, reported on the fields the spec names. */
function checkServices(value: ServiceChoice, strippers: string[], waiters: string[], ctx: z.RefinementCtx, paths: [string, string]) {
  if (value.selectedMaleStripper === 'none' && value.selectedToplessWaiter === 'none') {
    ctx.addIssue({ code: 'custom', path: ['selectedMaleStripper'], message: 'Please select at least one service' });
  }
  if (value.selectedMaleStripper !== 'none' && strippers.length !== performersNeeded(value.selectedMaleStripper)) {
    ctx.addIssue({ code: 'custom', path: [paths[0]], message: "Selected stripper count doesn't match the service option" });
  }
  if (value.selectedToplessWaiter !== 'none' && waiters.length < 1) {
    ctx.addIssue({ code: 'custom', path: [paths[1]], message: 'Please select the required number of waiters for this service' });
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

const optional = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`).optional();

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
    z.enum(PERFORMANCE_STYLES, { error: `performanceStyle must be ${citiesText('or', PERFORMANCE_STYLES)}` }),
  ),
  duration: fields.duration.optional(),
  locale: localeField,
  // Sent by the spec's client; the server derives its own values and ignores these.
  serviceType: optional(40),
  totalPrice: z.number().optional(),
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
