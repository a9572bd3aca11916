/** Admin booking rules: the list query, status changes and the agency confirmation (the Confirm Booking dialog). */
import { z } from 'zod';
import { ADVANCE_STATUSES, BOOKING_STATUSES, type BookingStatus } from '@db/statuses';
import { ADMIN_TRANSITIONS } from '@/features/advance/advance-status';
import { pageParam } from '@/lib/paging';
import { normalisePerformanceStyle, PERFORMANCE_STYLES } from './performance-styles';

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
});
/** A parsed list query. */
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

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
    performerId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    performanceStyle: z
      .string({ error: 'Performance style must be topless, underwear or full monty' })
      .transform(normalisePerformanceStyle)
      .pipe(z.enum(PERFORMANCE_STYLES, { error: 'Performance style must be topless, underwear or full monty' }))
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
