import { nightStatusSchema } from '@/features/night-status/night-status.schema';
import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { sayNightStatus } from '@/features/performer-portal/performer-night.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * The performer's status on the night of one of his bookings, named by its reference (`{ status: 'on-my-way', minutes }`,
 * `{ status: 'arrived' }` or `{ status: 'finished' }`): 200 with the night as stored; 400 for a bad body;
 * 401 signed out; 404 for a booking he is not on; 409 out of order, not confirmed, declined or not the night.
 */
export const POST = route(async (context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  const input = await readJson(context.request, { schema: nightStatusSchema, limit: 1024 });
  return json(sayNightStatus(db, performer, context.params.id ?? '', input));
});
