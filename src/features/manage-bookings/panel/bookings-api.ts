/**
 * Manage Bookings' and Booking Details' calls (spec section 7, admin calls): the cached list, and the writes,
 * which refresh what they change (the list; the calendar when a booking moves).
 */
import { atom, computed } from 'nanostores';
import type { AdvanceStatus } from '@db/statuses';
import type { RouteInput } from '@/lib/route-contract';
import { routePath } from '@/lib/route-contract';
import { callRoute, refreshEverything, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { keepingRows } from '@/features/admin-panel/kept-rows';
import { receiveShareRoute, sharesRoute } from '@/features/advance/advance.routes';
import type { AdminAdvanceTarget } from '@/features/advance/advance-status';
import type { ShareView } from '@/features/advance/shares.server';
import { refreshOutbox } from '@/features/notifications/panel/outbox-api';
import {
  advanceStatusRoute,
  agencyBookingRoute,
  bookingsCsvRoute,
  bookingsRoute,
  bookingStatusRoute,
  deleteBookingRoute,
  editBookingRoute,
  holdRoute,
  performerNoteRoute,
  replaceRoute,
  replacementOptionsRoute,
  sendConfirmationRoute,
  type AdminBooking,
  type ReplacementOptions,
} from '../manage-bookings.routes';

export type { AdminBooking, ReplacementOptions };

/** Admin bookings page size (spec section 9). */
export const BOOKINGS_PAGE_SIZE = 10;

/** The bookings list's search, filters and page. */
export const $bookingsQuery = atom({ q: '', status: 'all', advance: 'all', year: 'all', page: 1 });
// The search and filters, as the list and the CSV export both send them.
const bookingFilters = ({ q, status, advance, year }: { q: string; status: string; advance: string; year: string }) => ({
  q: q.trim(),
  status: status === 'all' ? undefined : status,
  advance: advance === 'all' ? undefined : advance,
  year: year === 'all' ? undefined : year,
});
/** The CSV download of every booking matching the list's search and filters. */
export const $bookingsExportPath = computed($bookingsQuery, (current) => routePath(bookingsCsvRoute, { query: bookingFilters(current) }));
/** The current page of bookings. */
export const $bookings = routeStore(
  bookingsRoute,
  computed($bookingsQuery, (current) => ({ query: { page: current.page, pageSize: BOOKINGS_PAGE_SIZE, ...bookingFilters(current) } })),
);
/** The bookings as Manage Bookings shows them: the last rows stay (marked busy) while a new search loads. */
export const $bookingsShown = keepingRows($bookings);

const refreshBookings = () => refreshRoute(bookingsRoute);
// A booking taken, moved or given other performers shows in Calendario and Statistiche too.
const refreshBookingsAndCalendar = refreshEverything;

/** Sets a booking's status. */
export async function setBookingStatus(id: string, status: RouteInput<typeof bookingStatusRoute>['body']['status']): Promise<void> {
  await callRoute(bookingStatusRoute, { params: { id }, body: { status } });
  refreshBookings();
}

/** Sets a booking's advance status (received, refunded or unpaid); answers the updated booking. */
export async function setAdvanceStatus(id: string, status: AdminAdvanceTarget): Promise<AdminBooking> {
  const booking = await callRoute(advanceStatusRoute, { params: { id }, body: { status } });
  refreshBookings();
  return booking;
}

/** A booking's shares of the advance (none when it is paid as one payment) and its slips refused as used before. */
export function bookingSharesOf(id: string) {
  return callRoute(sharesRoute, { params: { id } });
}

/** Marks a share received; answers it with the booking's advance status after it (the bookings list refreshes). */
export async function receiveShareOf(id: string, number: number): Promise<ShareView & { advanceStatus: AdvanceStatus }> {
  const share = await callRoute(receiveShareRoute, { params: { id, number }, body: { status: 'received' } });
  refreshBookings();
  return share;
}

/** Sets the agency's note to a booking's performers; answers the updated booking. */
export async function setPerformerNote(id: string, note: string): Promise<AdminBooking> {
  const booking = await callRoute(performerNoteRoute, { params: { id }, body: { note } });
  refreshBookings();
  return booking;
}

/** Deletes a booking. */
export async function deleteBooking(id: string): Promise<void> {
  await callRoute(deleteBookingRoute, { params: { id } });
  refreshBookingsAndCalendar();
}

/** The body of the agency's confirmation: the cash, the changed fields and the final status. */
type ConfirmationBody = RouteInput<typeof sendConfirmationRoute>['body'];
/** The fields the Confirm Booking dialog may change (only changed ones are sent). */
export type ConfirmationUpdates = NonNullable<ConfirmationBody['updates']>;

/**
 * E-mails the customer the confirmation with the cash due (or, for completed, the thank-you with the
 * receipt); the server saves the changes and the final status in one step. The list is refreshed after.
 */
export async function sendAgencyConfirmation(
  id: string,
  cashAmount: number,
  updates: ConfirmationUpdates,
  finalStatus: ConfirmationBody['finalStatus'],
): Promise<void> {
  try {
    await callRoute(sendConfirmationRoute, { params: { id }, body: { cashAmount, updates, finalStatus } });
  } finally {
    refreshBookings();
    refreshOutbox();
  }
}

/** The body of a booking the agency takes (POST /api/admin/bookings). */
export type AgencyBookingBody = RouteInput<typeof agencyBookingRoute>['body'];
/** The body of the agency's change to a booking (PATCH /api/admin/bookings/{id}). */
export type AgencyBookingPatch = RouteInput<typeof editBookingRoute>['body'];

/** Takes a booking for the agency (confirmed at once); answers its id. The list and the calendar refresh. */
export async function createAgencyBooking(body: AgencyBookingBody): Promise<{ id: string }> {
  const created = await callRoute(agencyBookingRoute, { body });
  refreshBookingsAndCalendar();
  return created;
}

/** Changes any field of a booking; answers the updated booking. The list and the calendar refresh. */
export async function editAgencyBooking(id: string, body: AgencyBookingPatch): Promise<AdminBooking> {
  const booking = await callRoute(editBookingRoute, { params: { id }, body });
  refreshBookingsAndCalendar();
  return booking;
}

/** Extends an unpaid hold, or exempts a booking from the release / includes it again (the owner's); answers the booking. */
export async function holdAction(id: string, action: 'extend' | 'exempt' | 'include'): Promise<AdminBooking> {
  const booking = await callRoute(holdRoute, { params: { id }, body: { action } });
  refreshBookings();
  return booking;
}

/** "Sostituisci": the performers who could take `from`'s place on the booking, with their answers history. */
export function replacementOptions(id: string, from: string): Promise<ReplacementOptions> {
  return callRoute(replacementOptionsRoute, { params: { id }, query: { from } });
}

/** Moves the booking from one performer to another (one transaction on the server); answers the booking. */
export async function replacePerformer(id: string, from: string, to: string): Promise<AdminBooking> {
  const booking = await callRoute(replaceRoute, { params: { id }, body: { from, to } });
  refreshBookingsAndCalendar();
  return booking;
}
