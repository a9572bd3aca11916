/** Statistiche's calls for where bookings come from: the period's sources report and its partners' months, cached per period. */
import { computed, type ReadableAtom } from 'nanostores';
import type { FetcherStore } from '@nanostores/query';
import { routePath, type RouteAnswer } from '@/lib/route-contract';
import { adminKey, refreshRoute } from '@/features/admin-panel/client';
import { createFetcherStore } from '@/features/admin-panel/query';
import { sourcesRoute } from '@/features/sources/sources.routes';
import { partnerMonthsRoute } from '@/features/partners/partners.routes';
import { $insightsPeriod } from './insights-api';

/** The sources report as the browser receives it. */
export type SourcesData = RouteAnswer<typeof sourcesRoute>;
/** The partners' months as the browser receives them. */
export type PartnerMonthsData = RouteAnswer<typeof partnerMonthsRoute>;

const keyOf = (path: ReadableAtom<string>) => computed(adminKey(path), (key) => key || null);

/** The period's funnel by source, city, language and device, its campaigns and pages. */
export const $sources: FetcherStore<SourcesData, unknown> = createFetcherStore<SourcesData>([
  keyOf(computed($insightsPeriod, (period) => (period ? routePath(sourcesRoute, { query: period }) : ''))),
]);

/** The months of the period (whole months: the partners' report counts by the event's month). */
export const periodMonths = (period: { from: string; to: string }) => ({ from: period.from.slice(0, 7), to: period.to.slice(0, 7) });

/** Each partner's months within the period's months. */
export const $periodPartners: FetcherStore<PartnerMonthsData, unknown> = createFetcherStore<PartnerMonthsData>([
  keyOf(computed($insightsPeriod, (period) => (period ? routePath(partnerMonthsRoute, { query: periodMonths(period) }) : ''))),
]);

/** Forgets cached periods, so opening the tab shows visits and bookings counted meanwhile. */
export function refreshSources(): void {
  refreshRoute(sourcesRoute);
  refreshRoute(partnerMonthsRoute);
}
