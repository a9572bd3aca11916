/**
 * The refusals of a booking's own links as the server throws them (their messages: @/lib/booking-link-errors).
 * Here, beside those messages, because the dashboard, advance, holds, admin and performer-portal features all
 * refuse so.
 */
import { refuse, type HttpError } from '@/lib/server/http';

/** The 400 of a malformed booking id: 'Invalid booking id', code `booking_id_invalid`. */
export const invalidBookingId = (): HttpError => refuse(400, { code: 'booking_id_invalid', params: {} });

/** The 404 of a booking the customer (or performer) cannot reach: 'Booking not found', code `booking_not_found`. */
export const bookingNotFound = (): HttpError => refuse(404, { code: 'booking_not_found', params: {} });

/** The 404 of a booking id the agency's route does not know: 'Booking not found', code `booking_not_found`. */
export const agencyBookingNotFound = (): HttpError => refuse(404, { code: 'booking_not_found', params: {} });
