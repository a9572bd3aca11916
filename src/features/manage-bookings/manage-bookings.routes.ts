/** The agency's booking routes (Manage Bookings, Booking Details, the desk, Sostituisci), as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { holdActionSchema } from '@/features/holds/hold.schema';
import type { bookByAgency, editByAgency } from './agency-booking.server';
import type { findBooking, listBookings } from './manage-bookings.server';
import type { replacementOptions } from './replacement.server';
import type {
  advanceStatusSchema,
  agencyBookingPatchSchema,
  agencyBookingSchema,
  agencyConfirmationSchema,
  bookingListQuerySchema,
  bookingStatusSchema,
  performerNoteSchema,
  replacementSchema,
} from './manage-bookings.schema';

/** A booking with the performers it holds and the admin-only slip address, as the panel receives it. */
export type AdminBooking = Jsonify<NonNullable<ReturnType<typeof findBooking>>>;
/** What "Sostituisci" offers for one performer of a booking: who is free, of the city and the role, with their answers. */
export type ReplacementOptions = Jsonify<ReturnType<typeof replacementOptions>>;
/** The list's search, filters and page as the address carries them. */
export type BookingListQuery = { [K in keyof z.input<typeof bookingListQuerySchema>]?: string | number };

/** One page of bookings. */
export const bookingsRoute = route<Jsonify<ReturnType<typeof listBookings>>, never, BookingListQuery>()('GET', '/api/admin/bookings');
/** Every booking matching the filters, as a CSV file (a link, not a call). */
export const bookingsCsvRoute = route<string, never, BookingListQuery>()('GET', '/api/admin/bookings/export.csv');
/** A booking taken by the agency. */
export const agencyBookingRoute = route<Jsonify<ReturnType<typeof bookByAgency>>, z.input<typeof agencyBookingSchema>>()(
  'POST',
  '/api/admin/bookings',
);
/** One booking (Booking Details). */
export const bookingRoute = route<AdminBooking>()('GET', '/api/admin/bookings/[id]');
/** The agency's change of any field of a booking. */
export const editBookingRoute = route<Jsonify<ReturnType<typeof editByAgency>>, z.input<typeof agencyBookingPatchSchema>>()(
  'PATCH',
  '/api/admin/bookings/[id]',
);
/** Deletes a booking (the owner). */
export const deleteBookingRoute = route<{ success: true }>()('DELETE', '/api/admin/bookings/[id]');
/** Sets a booking's status. */
export const bookingStatusRoute = route<unknown, z.input<typeof bookingStatusSchema>>()('PATCH', '/api/admin/bookings/[id]/status');
/** Sets a booking's advance status. */
export const advanceStatusRoute = route<AdminBooking, z.input<typeof advanceStatusSchema>>()('POST', '/api/admin/bookings/[id]/advance');
/** The agency's note to the booking's performers. */
export const performerNoteRoute = route<AdminBooking, z.input<typeof performerNoteSchema>>()(
  'PUT',
  '/api/admin/bookings/[id]/performer-note',
);
/** The agency's confirmation (or thank-you) e-mail with the final status. */
export const sendConfirmationRoute = route<{ success: true; booking: AdminBooking }, z.input<typeof agencyConfirmationSchema>>()(
  'POST',
  '/api/admin/bookings/[id]/send-confirmation',
);
/** Who could take a performer's place. */
export const replacementOptionsRoute = route<ReplacementOptions, never, { from: string }>()('GET', '/api/admin/bookings/[id]/replace');
/** Moves the booking from one performer to another. */
export const replaceRoute = route<AdminBooking, z.input<typeof replacementSchema>>()('POST', '/api/admin/bookings/[id]/replace');
/** Extends an unpaid hold, or exempts a booking from the release / includes it again. */
export const holdRoute = route<AdminBooking, z.input<typeof holdActionSchema>>()('POST', '/api/admin/bookings/[id]/hold');
