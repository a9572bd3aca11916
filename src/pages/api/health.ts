import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { startUp } from '@/startup';

export const prerender = false;

/** Readiness: the start-up succeeded (503 with the reason otherwise) and the database answers. */
export const GET = route(async () => {
  await startUp();
  getDb().run(sql`select 1`);
  return json({ ok: true });
});
