/** Statistiche's route of where bookings come from, as the panel calls it. */
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { SourcesReport } from './sources-insights.server';

/** The period's funnel by source, city, language and device, with its campaigns and pages (owner only). */
export const sourcesRoute = route<Jsonify<SourcesReport>, never, { from: string; to: string }>()('GET', '/api/admin/insights/sources');
