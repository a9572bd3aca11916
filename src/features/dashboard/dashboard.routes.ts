/** The dashboard's routes as its island calls them: the session by e-mailed link, the bookings and their changes, the customer's data. */
import type { z } from 'zod';
import type { linkTokenBody } from '@/lib/link-token';
import { route, type EmptyBody } from '@/lib/route-contract';
import type { AgencyChannels } from '@/features/reach-agency/agency-channels';
import type { linkRequestSchema } from './dashboard-auth.server';
import type { bookingChangeSchema, cancelBooking, DashboardBooking, modifyBooking } from './dashboard-bookings.server';

/** Whether this browser has a dashboard session. */
export const dashboardSessionRoute = route<{ signedIn: boolean }>()('GET', '/api/dashboard/session');
/** Redeems a sign-in link's token and opens the session. */
export const openDashboardRoute = route<{ signedIn: true }, z.input<typeof linkTokenBody>>()('POST', '/api/dashboard/session');
/** Signs out. */
export const closeDashboardRoute = route<{ signedIn: false }>()('DELETE', '/api/dashboard/session');
/** Asks for a sign-in link (the same answer for every address). */
export const dashboardLinkRoute = route<{ message: string }, z.input<typeof linkRequestSchema>>()('POST', '/api/dashboard/link');
/** The signed-in customer's bookings and the agency's channels. */
export const dashboardBookingsRoute = route<{ email: string; bookings: DashboardBooking[]; channels: AgencyChannels }>()(
  'GET',
  '/api/dashboard/bookings',
);
/** Modifies a pending booking; answers the booking alone. */
export const modifyBookingRoute = route<ReturnType<typeof modifyBooking>, z.input<typeof bookingChangeSchema>>()(
  'PATCH',
  '/api/dashboard/bookings/[id]',
);
/** Cancels a pending booking; answers the booking alone. */
export const cancelBookingRoute = route<ReturnType<typeof cancelBooking>, EmptyBody>()('POST', '/api/dashboard/bookings/[id]/cancel');
/** The customer's data as a JSON download (a link, not a call). */
export const myDataRoute = route<unknown>()('GET', '/api/dashboard/data');
/** Erases the customer's data and signs them out. */
export const eraseMyDataRoute = route<{ deleted: true; cancelled: number }, EmptyBody>()('DELETE', '/api/dashboard/data');
