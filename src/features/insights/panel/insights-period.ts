/** The period presets of the Statistiche tab, in Bangkok dates (browser-safe, no server code). */
import { addDays } from '@/lib/event-time';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

/** A preset's id; `custom` takes the two dates the owner picks. */
export type PresetId = 'month' | 'last7' | 'last30' | 'last90' | 'year' | 'custom';

/** The presets in the order the tab lists them (this month first: the default), each with its words in the catalogues. */
export const PRESETS: { id: PresetId; label: Said }[] = [
  { id: 'month', label: pm.insights_preset_month },
  { id: 'last7', label: pm.insights_preset_last7 },
  { id: 'last30', label: pm.insights_preset_last30 },
  { id: 'last90', label: pm.insights_preset_last90 },
  { id: 'year', label: pm.insights_preset_year },
  { id: 'custom', label: pm.insights_preset_custom },
];

/** A period: Bangkok event dates, both included. */
export interface Period {
  from: string;
  to: string;
}

/** The last day of the month of a YYYY-MM-DD date. */
function monthEnd(date: string): string {
  return addDays(`${addDays(`${date.slice(0, 7)}-28`, 7).slice(0, 7)}-01`, -1);
}

/** The period of a preset on `today` (a Bangkok date): this month and this year are whole, the last N days end today. */
export function presetPeriod(id: Exclude<PresetId, 'custom'>, today: string): Period {
  switch (id) {
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: monthEnd(today) };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
  }
}

/** Why a custom period cannot be asked for: its words in the catalogues. */
export type PeriodProblem = Said;

/** Why a custom period cannot be asked for, or null when it can; the server's rule: at most 366 days. */
export function customPeriodProblem({ from, to }: Period): PeriodProblem | null {
  if (!from || !to) return pm.insights_problem_missing;
  if (to < from) return pm.insights_problem_reversed;
  if (to >= addDays(from, 366)) return pm.insights_problem_too_long;
  return null;
}

const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];

/** A YYYY-MM-DD date as 25/12/2026. */
export function italianDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** A series bucket as a short label: a week by its Monday ('3 giu'), a month by name and year ('giu 2030'). */
export function bucketLabel(bucket: string): string {
  const month = MONTHS[Number(bucket.slice(5, 7)) - 1] ?? bucket;
  return bucket.length === 7 ? `${month} ${bucket.slice(0, 4)}` : `${Number(bucket.slice(8, 10))} ${month}`;
}
