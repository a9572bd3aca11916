import { insightsQuerySchema } from '@/features/insights/insights.schema';
import { insights } from '@/features/insights/insights.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** The owner's insights of ?from&to (event dates in Bangkok, both included, at most 366 days), with the period before. */
export const GET = withAdmin(({ url }) => json(insights(getDb(), parse(insightsQuerySchema, queryObject(url)))), { role: 'owner' });
