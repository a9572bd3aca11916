import { answerBooking, limitAnswers } from '@/features/performer-portal/performer-answer.server';
import { answerSchema } from '@/features/performer-portal/performer-answer.schema';
import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The performer accepts or declines one of their bookings, named by its reference (`{ answer, reason? }`); 404 for a booking they are not on; 429 past ANSWER_LIMIT (well-formed answers count). */
export const POST = route(async (context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  const input = await readJson(context.request, { schema: answerSchema, limit: 4 * 1024 });
  limitAnswers(db, performer.id);
  return json(answerBooking(db, performer, context.params.id ?? '', input));
});
