/** Admin booking rules: the list query, status changes and the agency confirmation (the Confirm Booking dialog). */
import { z } from 'zod';
import { ADVANCE_STATUSES, BOOKING_STATUSES, type BookingStatus } from '@db/statuses';
import { ADMIN_TRANSITIONS } from '@/features/advance/advance-status';
import { ruleMessage } from '@/lib/error-codes';
import { pageParam } from '@/lib/paging';
import { normalisePerformanceStyle, PERFORMANCE_STYLE_MESSAGE, PERFORMANCE_STYLES } from '@/content/services';
import { bookingRequestShape, checkBookingRequest, fields } from '@/features/booking/booking.schema';
import { anyEventDate } from '@/features/availability/availability.schema';

/** Query of GET /api/admin/bookings. */
export const bookingListQuerySchema = z.object({
  page: pageParam('page', 1, 100_000),
  pageSize: pageParam('pageSize', 10, 100),
  q: z.string().trim().max(200, 'Search text is too long').optional().default(''),
  status: z
    .enum(['all', ...BOOKING_STATUSES], { error: 'status must be all, requested, pending, confirmed, completed or cancelled' })
    .optional()
    .default('all'),
  // 'unpaid' is the 'advance unpaid' filter, 'reported' the 'payment reported' one.
  advance: z
    .enum(['all', ...ADVANCE_STATUSES], { error: 'advance must be all, unpaid, reported, received or refunded' })
    .optional()
    .default('all'),
  // The year of the event (Bangkok calendar): the CSV of one year, for the accounts.
  year: z
    .string()
    .regex(/^(all|\d{4})$/, 'year must be all or a year such as 2026')
    .optional()
    .default('all'),
});
/** A parsed list query. */
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
/** The search and filters the list and the CSV export share (no year: every year). */
export type BookingFilters = Pick<BookingListQuery, 'q' | 'status' | 'advance'> & Partial<Pick<BookingListQuery, 'year'>>;

/**
 * Why the status PATCH refuses `confirmed`: a booking becomes confirmed only through the agency
 * confirmation, which checks the performers and e-mails the customer what is due.
 */
export const CONFIRM_THROUGH_AGENCY =
  'A booking is confirmed only through POST /api/admin/bookings/{id}/send-confirmation (the Confirm Booking dialog), which e-mails the customer';

/** A status the status PATCH sets: any but `confirmed`. */
export type PatchableStatus = Exclude<BookingStatus, 'confirmed'>;

/** Body of PATCH /api/admin/bookings/{id}/status: requested, pending, completed or cancelled. */
export const bookingStatusSchema = z.object({
  status: z
    .enum(BOOKING_STATUSES, { error: 'status must be requested, pending, completed or cancelled' })
    .refine((status): status is PatchableStatus => status !== 'confirmed', CONFIRM_THROUGH_AGENCY),
});

/** Body of POST /api/admin/bookings/{id}/advance. */
export const advanceStatusSchema = z.object({
  status: z.enum(Object.keys(ADMIN_TRANSITIONS) as [keyof typeof ADMIN_TRANSITIONS, ...(keyof typeof ADMIN_TRANSITIONS)[]], {
    error: 'status must be received, refunded or unpaid',
  }),
});

const performerIds = z
  .array(z.string().trim().max(100), { error: 'Must be a list of performer ids' })
  .max(10, 'At most 10 performers')
  .transform((ids) => [...new Set(ids.filter(Boolean))]);

/** The fields the Confirm Booking dialog may change (only the changed ones are sent). */
export const agencyConfirmationUpdatesSchema = z
  .object({
    stripperIds: performerIds.optional(),
    waiterIds: performerIds.optional(),
    // The spec's first performer: checked like the others (known, of the city), not stored (the lists are the line-up).
    performerId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    performanceStyle: z
      .string({ error: PERFORMANCE_STYLE_MESSAGE })
      .transform(normalisePerformanceStyle)
      .pipe(z.enum(PERFORMANCE_STYLES, { error: PERFORMANCE_STYLE_MESSAGE }))
      .optional(),
    serviceType: z.string({ error: 'Service type is required' }).trim().min(1, 'Service type is required').max(100).optional(),
    duration: z
      .number({ error: 'Duration must be a number of minutes' })
      .int('Duration must be a whole number of minutes')
      .min(30, 'Duration must be at least 30 minutes')
      .max(300, 'Duration cannot exceed 300 minutes')
      .multipleOf(15, 'Duration must be in steps of 15 minutes')
      .optional(),
  })
  .strict();

/** Body of POST /api/admin/bookings/{id}/send-confirmation; the total-price cap is checked per booking. */
export const agencyConfirmationSchema = z.object({
  cashAmount: z
    .number({ error: 'Cash amount must be a number' })
    .int('Cash amount must be a whole number of baht')
    .min(1, 'Cash amount must be greater than 0'),
  updates: agencyConfirmationUpdatesSchema.prefault({}),
  /** The status the dialog leads to: confirmed (the confirmation e-mail) or completed (the thank-you with the receipt). */
  finalStatus: z.enum(['confirmed', 'completed'], { error: 'finalStatus must be confirmed or completed' }).default('confirmed'),
});
/** A parsed confirmation request. */
export type AgencyConfirmationInput = z.infer<typeof agencyConfirmationSchema>;

/** Body of PUT /api/admin/bookings/{id}/performer-note: what the agency wants the performers to know (blank clears it). */
export const performerNoteSchema = z.strictObject({
  note: z.string({ error: 'The note must be text' }).trim().max(1000, 'Please keep the note under 1000 characters'),
});

const performerKey = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** Body of POST /api/admin/bookings/{id}/replace ("Sostituisci"): the performer leaving the booking and the one taking it. */
export const replacementSchema = z.strictObject({
  from: performerKey('Scegli il performer da sostituire'),
  to: performerKey('Scegli il nuovo performer'),
});

/** Query of GET /api/admin/bookings/{id}/replace: the performer to replace. */
export const replacementQuerySchema = replacementSchema.pick({ from: true });

/** A total the agency sets by hand, with the reason it is shown with (Booking Details, the CSV). */
export const priceOverrideSchema = z.strictObject({
  total: z
    .number({ error: 'Override total must be a number of baht' })
    .int('Override total must be a whole number of baht')
    .min(0, 'Override total cannot be negative')
    .max(10_000_000, 'Override total is too large'),
  reason: z
    .string({ error: 'A reason for the price override is required' })
    .trim()
    .min(1, 'A reason for the price override is required')
    .max(300, 'Please keep the reason under 300 characters'),
});
/** A price override. */
export type PriceOverride = z.infer<typeof priceOverrideSchema>;

// The phone is required when the e-mail is left out (`phone_without_email`): the agency must be able to reach the customer.
const PHONE_WITHOUT_EMAIL = ruleMessage('phone_without_email');

// The agency's body: the public request's fields, the e-mail optional ('' or missing: taken by phone),
// plus the override and whether to tell the customer.
const agencyShape = {
  ...bookingRequestShape,
  customerEmail: z
    .union([z.literal(''), bookingRequestShape.customerEmail])
    .optional()
    .transform((e) => e ?? ''),
  customerPhone: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: PHONE_WITHOUT_EMAIL }).trim()),
  priceOverride: priceOverrideSchema.nullable().optional(),
  notifyCustomer: z.boolean({ error: 'notifyCustomer must be true or false' }).optional().default(true),
};

/** The phone's rule on the agency's body: required without an e-mail, and a valid number when given. */
function checkPhone(v: { customerEmail: string; customerPhone: string }, ctx: z.RefinementCtx): void {
  if (!v.customerPhone) {
    if (!v.customerEmail) ctx.addIssue({ code: 'custom', path: ['customerPhone'], message: PHONE_WITHOUT_EMAIL });
    return;
  }
  const phone = fields.phone.safeParse(v.customerPhone);
  if (!phone.success) ctx.addIssue({ code: 'custom', path: ['customerPhone'], message: phone.error.issues[0]!.message });
}

/** Body of POST /api/admin/bookings: a booking taken by the agency (by phone, LINE, WhatsApp), born confirmed. */
export const agencyBookingSchema = z.strictObject(agencyShape).superRefine((v, ctx) => {
  checkPhone(v, ctx);
  checkBookingRequest(v, ctx);
});
/** A validated agency booking. */
export type AgencyBookingInput = z.infer<typeof agencyBookingSchema>;

/**
 * Body of PATCH /api/admin/bookings/{id}: any of the agency body's fields (`priceOverride: null`
 * removes an override); the merged booking is checked with the same rules by the feature.
 */
export const agencyBookingPatchSchema = z.strictObject({
  ...(Object.fromEntries(Object.entries(agencyShape).map(([key, schema]) => [key, (schema as z.ZodType).optional()])) as {
    [K in keyof typeof agencyShape]: z.ZodOptional<(typeof agencyShape)[K]>;
  }),
  // Without their defaults: a field left out of an edit is kept, never reset.
  stripperIds: fields.performerIds.optional(),
  waiterIds: fields.performerIds.optional(),
  customerEmail: z.union([z.literal(''), bookingRequestShape.customerEmail]).optional(),
  notifyCustomer: agencyShape.notifyCustomer,
  // A past date is judged on the merged booking: kept, it is accepted; moved to, it is refused.
  eventDate: anyEventDate.optional(),
});
/** A validated edit (only the given fields). */
export type AgencyBookingPatch = z.infer<typeof agencyBookingPatchSchema>;

/**
 * The merged booking of an edit, checked with the new booking's rules, except that an edit which
 * leaves the date and time as they are is accepted on a past event (notes, status, price, contact
 * after the show); moving a booking to a past date or time is refused with the usual messages.
 */
export const agencyBookingMergedSchema = (moved: boolean) =>
  z.strictObject(moved ? agencyShape : { ...agencyShape, eventDate: anyEventDate }).superRefine((v, ctx) => {
    checkPhone(v, ctx);
    checkBookingRequest(v, ctx, { past: moved });
  });
