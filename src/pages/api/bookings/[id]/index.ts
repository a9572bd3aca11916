import { bookingAccess } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** One booking for its summary, personal data only with the customer's session: 400 malformed id, 404 unknown or expired link. */
export const GET = route((context) => json(bookingAccess(getDb(), context, context.params.id).view));
