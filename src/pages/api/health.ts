import { healthReport } from '@/features/operations/health.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { startUp } from '@/startup';

export const prerender = false;

/**
 * Readiness: the start-up succeeded (503 with the reason otherwise), then the health report
 * (features/operations/health.server.ts): 200 when the database takes writes, 503 with Retry-After when not.
 */
export const GET = route(async () => {
  await startUp();
  const report = healthReport(getDb());
  return report.ok ? json(report) : json({ error: 'The database cannot be written', ...report }, 503, { 'Retry-After': '30' });
});
