import '@/lib/zod-csp';
import { z } from 'zod';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { customerNight } from '@/features/night-status/night-status.server';
import { customerNightLines } from '@/features/night-status/night-lines';
import { getDb } from '@/lib/server/db';
import { json, parse, queryObject, route } from '@/lib/server/http';
import { localeField } from '@/lib/locale-field';

export const prerender = false;

const query = z.object({ locale: localeField });

/**
 * The night of a booking for its summary's poll (?locale=en|th): `{ live, lines }`, each performer's latest
 * status in the page's language; 403 without the customer's session, 404 unknown booking or expired link.
 */
export const GET = route((context) => {
  const db = getDb();
  const { locale = 'en' } = parse(query, queryObject(context.url));
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  const night = customerNight(db, booking);
  return json({ live: night.live, lines: customerNightLines(night, locale) });
});
