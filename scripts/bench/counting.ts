/**
 * Switches the server's visit counting off and on, for `npm run bench` only (built into dist/bench/, never into the
 * production build): POST /__bench/counting?on=0 takes the app's counter from the hook server/serve.mjs calls after
 * each answer (server/visit-hook.mjs), ?on=1 puts it back; both answer whether it counts now and the views counted so
 * far (the waiting ones written first), so the bench measures the same cached page with counting on and off in one server.
 * ?alternate=<ms>&window=<ms> switches it on and off every `window` ms for `alternate` ms while the bench loads a page,
 * and answers each window's answers, wall time and the process's CPU time: on a machine whose load moves by a factor
 * of two within seconds, windows a fraction of a second apart see the same load.
 */
import type { APIRoute } from 'astro';
import { visits } from '@db/schema';
import { sum } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db';
import { flushVisits } from '@/features/sources/visit-counter.server';
import { VISIT_HOOK } from '../../server/visit-hook.mjs';

export const prerender = false;

const hooks = globalThis as Record<symbol, unknown>;
// The app's counter while it is taken off the hook.
let counter: unknown;

/** One window of an alternation: counting on or off, the requests answered, its wall and CPU time (µs). */
interface Window {
  on: boolean;
  answers: number;
  wallUs: number;
  cpuUs: number;
}

const cpuUs = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/**
 * Alternates counting on and off every `windowMs` for `totalMs`. In both modes the hook counts the answer (one
 * increment), so the two differ by the counter alone; each window with counting on writes its views before it ends,
 * so their batch's CPU time is its own.
 */
async function alternate(db: Db, totalMs: number, windowMs: number): Promise<Window[]> {
  const wasOn = typeof hooks[VISIT_HOOK] === 'function';
  const app = (hooks[VISIT_HOOK] ?? counter) as (request: unknown) => void;
  let answers = 0;
  const counted = (request: unknown) => {
    answers += 1;
    app(request);
  };
  const uncounted = () => {
    answers += 1;
  };
  const windows: Window[] = [];
  const end = performance.now() + totalMs;
  try {
    for (let on = true; performance.now() < end; on = !on) {
      hooks[VISIT_HOOK] = on ? counted : uncounted;
      answers = 0;
      const wall = performance.now();
      const cpu = cpuUs();
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      if (on) flushVisits(db);
      windows.push({ on, answers, wallUs: Math.round((performance.now() - wall) * 1000), cpuUs: cpuUs() - cpu });
    }
  } finally {
    // Counting as it was before: the answers after the last window are not counted when it was off.
    if (wasOn) hooks[VISIT_HOOK] = app;
    else delete hooks[VISIT_HOOK];
  }
  return windows;
}

/** Takes the counter off (`on=0`) or puts it back (`on=1`), or alternates; answers {counting, views, windows?}. */
export const POST: APIRoute = async ({ url }) => {
  const on = url.searchParams.get('on');
  const db = getDb();
  const windows = url.searchParams.has('alternate')
    ? await alternate(db, Number(url.searchParams.get('alternate')), Number(url.searchParams.get('window')) || 250)
    : undefined;
  if (on === '0' && hooks[VISIT_HOOK]) {
    counter = hooks[VISIT_HOOK];
    delete hooks[VISIT_HOOK];
  } else if (on === '1' && counter && !hooks[VISIT_HOOK]) hooks[VISIT_HOOK] = counter;
  flushVisits(db);
  const views = Number(
    db
      .select({ n: sum(visits.views) })
      .from(visits)
      .get()?.n ?? 0,
  );
  return new Response(JSON.stringify({ counting: typeof hooks[VISIT_HOOK] === 'function', views, windows }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
