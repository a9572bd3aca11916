import { insightsQuerySchema } from '@/features/insights/insights.schema';
import { sourcesReport } from '@/features/sources/sources-insights.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** Where bookings come from in ?from&to (Bangkok days, both included, at most 366 days): each source's funnel (owner only). */
export const GET = withAdmin(({ url }) => json(sourcesReport(getDb(), parse(insightsQuerySchema, queryObject(url)))), { role: 'owner' });
