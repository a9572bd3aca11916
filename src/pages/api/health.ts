import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Readiness: opens (and on first start migrates and seeds) the database, then answers ok. */
export const GET: APIRoute = () => {
  getDb().run(sql`select 1`);
  return json({ ok: true });
};
