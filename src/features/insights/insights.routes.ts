/** The Statistiche tab's route, as the panel calls it. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { insightsQuerySchema } from './insights.schema';
import type { Insights } from './insights.server';

/** A period's figures beside the period before. */
export const insightsRoute = route<Jsonify<Insights>, never, z.input<typeof insightsQuerySchema>>()('GET', '/api/admin/insights');
