/**
 * Runs one background job in the server process on demand, for `npm run bench:scale` only (built into
 * dist/bench/, never into the production build): POST /__bench/job?name=purge|holds|requests answers
 * {name, ms, result} once the job has finished, so the bench measures the job where it really runs,
 * beside the requests it may hold up.
 */
import type { APIRoute } from 'astro';
import { getDb } from '@/lib/server/db';
import { purgeExpiredDataInSteps } from '@/features/privacy/purge.server';
import { runHoldRelease } from '@/features/holds/holds.server';
import { deleteExpiredRequests } from '@/features/privacy/request-expiry.server';

export const prerender = false;

const jobs: Record<string, () => unknown | Promise<unknown>> = {
  purge: () => purgeExpiredDataInSteps(getDb()),
  holds: () => runHoldRelease(getDb()),
  requests: () => deleteExpiredRequests(getDb()),
};

/** Runs the named job and answers how long it took. */
export const POST: APIRoute = async ({ url }) => {
  const name = url.searchParams.get('name') ?? '';
  const job = jobs[name];
  if (!job) return new Response(JSON.stringify({ error: 'unknown job' }), { status: 404 });
  const started = performance.now();
  const result = await job();
  return new Response(JSON.stringify({ name, ms: performance.now() - started, result }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
