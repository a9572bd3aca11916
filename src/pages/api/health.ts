import { healthReport, isLoopback, publicHealth } from '@/features/operations/health.server';
import { isHttpsSite } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { refuse, HttpError, json, route } from '@/lib/server/http';
import { clientAddress } from '@/lib/server/request';
import { sessionCookieName, validateSessionToken } from '@/lib/server/session';
import { startUp } from '@/startup';

export const prerender = false;

/**
 * Readiness: the start-up succeeded (503 otherwise), then the health report
 * (features/operations/health.server.ts): 200 when the database takes writes, 503 with Retry-After when not.
 * The detail (the start-up's reason, the outbox counts, the backup and purge ages) goes to loopback (the
 * machine's monitor, serve.mjs's start check) and to the owner's session; anyone else reads `{ ok }`.
 */
export const GET = route(async (context) => {
  const local = isLoopback(clientAddress(context));
  try {
    await startUp();
  } catch (error) {
    if (local || !(error instanceof HttpError)) throw error;
    throw refuse(503, { code: 'server_not_started', params: {} });
  }
  const db = getDb();
  const token = context.cookies.get(sessionCookieName(isHttpsSite()))?.value;
  const detail = local || (token !== undefined && validateSessionToken(db, token)?.role === 'owner');
  const report = healthReport(db);
  const shown = detail ? report : publicHealth(report);
  return report.ok ? json(shown) : json({ error: 'The database cannot be written', ...shown }, 503, { 'Retry-After': '30' });
});
