/** The Statistiche tab's call: the figures of the chosen period (cached per period), in the panel's data cache. */
import { atom, computed } from 'nanostores';
import type { FetcherStore } from '@nanostores/query';
import { todayInBangkok } from '@/lib/event-time';
import { routePath, type RouteAnswer } from '@/lib/route-contract';
import { adminKey, refreshRoute } from '@/features/admin-panel/client';
import { createFetcherStore } from '@/features/admin-panel/query';
import { insightsRoute } from '../insights.routes';
import { customPeriodProblem, presetPeriod, type Period, type PresetId } from './insights-period';

/** The route's answer as the browser receives it. */
export type InsightsData = RouteAnswer<typeof insightsRoute>;

/** The chosen preset and the custom period's two dates (kept while the owner switches presets). */
export const $insightsChoice = atom<{ preset: PresetId; custom: Period }>({
  preset: 'month',
  custom: presetPeriod('month', todayInBangkok()),
});

/** The period asked for, or null while a custom period cannot be asked for (customPeriodProblem says why). */
export const $insightsPeriod = computed($insightsChoice, ({ preset, custom }): Period | null =>
  preset === 'custom' ? (customPeriodProblem(custom) ? null : custom) : presetPeriod(preset, todayInBangkok()),
);

const insightsPath = computed($insightsPeriod, (period) => (period ? routePath(insightsRoute, { query: period }) : ''));
/** The figures of the period (nothing is asked while the period cannot be). */
export const $insights: FetcherStore<InsightsData, unknown> = createFetcherStore<InsightsData>([
  computed(adminKey(insightsPath), (key) => key || null),
]);

/** Forgets cached periods, so opening the tab shows bookings changed meanwhile. */
export function refreshInsights(): void {
  refreshRoute(insightsRoute);
}
