import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { timeOffInputSchema } from '@/features/scheduling/time-off.schema';
import { addTimeOff, listTimeOff } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The signed-in performer's time off that has not ended yet, earliest first (the admin's Giorni liberi list). */
export const GET = route((context) => {
  const db = getDb();
  return json(listTimeOff(db, requirePerformer(db, context).id));
});

/** Adds the performer's own time off (the admin's body and checks); 409 naming the booking when it overlaps one they hold. */
export const POST = route(async (context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  const input = await readJson(context.request, { schema: timeOffInputSchema, limit: 4 * 1024 });
  return json(addTimeOff(db, performer.id, input, { refuseOverlap: true }).timeOff, 201);
});
