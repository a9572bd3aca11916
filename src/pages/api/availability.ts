import { limitAvailability } from '@/features/availability/availability-limit.server';
import { availabilityQuerySchema } from '@/features/availability/availability.schema';
import { availabilityInCity } from '@/features/availability/availability.server';
import { minuteOfDay } from '@/lib/event-time';
import { getDb } from '@/lib/server/db';
import { json, parse, queryObject, route } from '@/lib/server/http';
import { clientKey } from '@/lib/server/request';

export const prerender = false;

/**
 * Which bookable performers of a city are free for a slot: `{ performers: [{ id, available }] }` in
 * display order; 400 for a bad query, 429 with Retry-After past the client's limit. Only free or not:
 * never whose booking or why.
 */
export const GET = route((context) => {
  const { url } = context;
  // Counted first, bad queries included: a crawler's malformed calls cost the server too.
  limitAvailability(clientKey(context));
  const query = parse(availabilityQuerySchema, queryObject(url));
  const start = minuteOfDay(query.time);
  return json({ performers: availabilityInCity(getDb(), { city: query.city, eventDate: query.date, start, duration: query.duration }) });
});
