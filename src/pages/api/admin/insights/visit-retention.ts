import { setVisitRetentionMonths, visitRetentionMonths, visitRetentionSchema } from '@/features/sources/visit-retention.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The months single page views are kept (owner only). */
export const GET = withAdmin(() => json({ months: visitRetentionMonths(getDb()) }), { role: 'owner' });

/** Sets them: `{ months }`, a whole number from 1 to 60 (400 otherwise). */
export const PUT = withAdmin(
  async ({ request }) =>
    json(setVisitRetentionMonths(getDb(), (await readJson(request, { schema: visitRetentionSchema, limit: 1024 })).months)),
  { role: 'owner' },
);
