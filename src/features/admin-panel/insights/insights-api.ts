/** The Statistiche tab's call: the figures of the chosen period (cached per period), in the panel's data cache. */
import { atom, computed } from 'nanostores';
import type { Insights } from '@/features/insights/insights.server';
import { todayInBangkok } from '@/lib/event-time';
import type { Jsonify } from '@/lib/jsonify';
import { adminKey } from '@/features/admin-panel/api';
import { createFetcherStore, invalidateKeys } from '@/features/admin-panel/query';
import { customPeriodProblem, presetPeriod, type Period, type PresetId } from './insights-period';

/** The route's answer as the browser receives it. */
export type InsightsData = Jsonify<Insights>;

/** The chosen preset and the custom period's two dates (kept while the owner switches presets). */
export const $insightsChoice = atom<{ preset: PresetId; custom: Period }>({
  preset: 'month',
  custom: presetPeriod('month', todayInBangkok()),
});

/** The period asked for, or null while a custom period cannot be asked for (customPeriodProblem says why). */
export const $insightsPeriod = computed($insightsChoice, ({ preset, custom }): Period | null =>
  preset === 'custom' ? (customPeriodProblem(custom) ? null : custom) : presetPeriod(preset, todayInBangkok()),
);

const insightsPath = computed($insightsPeriod, (period) => (period ? `/api/admin/insights?from=${period.from}&to=${period.to}` : ''));
/** The figures of the period. */
export const $insights = createFetcherStore<InsightsData>([computed(adminKey(insightsPath), (key) => key || null)]);

/** Forgets cached periods, so opening the tab shows bookings changed meanwhile. */
export function refreshInsights(): void {
  invalidateKeys((key) => key.startsWith('/api/admin/insights?'));
}
