/**
 * Switches the server's visit counting off and on, for `npm run bench` only (built into dist/bench/, never into the
 * production build): POST /__bench/counting?on=0 takes the app's counter from the hook server/serve.mjs calls after
 * each answer (server/visit-hook.mjs), ?on=1 puts it back; both answer whether it counts now and the views counted so
 * far (the waiting ones written first), so the bench measures the same cached page with counting on and off in one server.
 */
import type { APIRoute } from 'astro';
import { visits } from '@db/schema';
import { count } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { flushVisits } from '@/features/sources/visit-counter.server';
import { VISIT_HOOK } from '../../server/visit-hook.mjs';

export const prerender = false;

const hooks = globalThis as Record<symbol, unknown>;
// The app's counter while it is taken off the hook.
let counter: unknown;

/** Takes the counter off (`on=0`) or puts it back (`on=1`); answers {counting, views}. */
export const POST: APIRoute = ({ url }) => {
  const on = url.searchParams.get('on');
  if (on === '0' && hooks[VISIT_HOOK]) {
    counter = hooks[VISIT_HOOK];
    delete hooks[VISIT_HOOK];
  } else if (on === '1' && counter && !hooks[VISIT_HOOK]) hooks[VISIT_HOOK] = counter;
  const db = getDb();
  flushVisits(db);
  const views = db.select({ n: count() }).from(visits).get()?.n ?? 0;
  return new Response(JSON.stringify({ counting: typeof hooks[VISIT_HOOK] === 'function', views }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
