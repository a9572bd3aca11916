/** The period presets of the Statistiche tab, in Bangkok dates, and its days, weeks and months in the reader's words (browser-safe). */
import { addDays } from '@/lib/event-time';
import { PANEL_INTL_LOCALES } from '@/lib/dates';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

/** A preset's id; `custom` takes the two dates the owner picks. */
export type PresetId = 'month' | 'last7' | 'last30' | 'last90' | 'year' | 'custom';

// Each preset's name, in the order the tab lists them (this month first: the default).
const PRESET_NAMES: Record<PresetId, Said> = {
  month: pm.insights_preset_month,
  last7: pm.insights_preset_last7,
  last30: pm.insights_preset_last30,
  last90: pm.insights_preset_last90,
  year: pm.insights_preset_year,
  custom: pm.insights_preset_custom,
};

/** The presets in the order the tab lists them. */
export const PRESETS = Object.keys(PRESET_NAMES) as PresetId[];

/** A preset's name in the reader's language. */
export const presetName = (id: PresetId, locale: PanelLocale): string => PRESET_NAMES[id]({}, { locale });

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

const formats = new Map<string, Intl.DateTimeFormat>();

/** A Bangkok calendar day (YYYY-MM-DD, or YYYY-MM for its first day) in `locale`, formatted in UTC so the day never shifts. */
function say(date: string, locale: PanelLocale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(PANEL_INTL_LOCALES[locale], { ...options, timeZone: 'UTC' })));
  return format.format(new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`));
}

/** A YYYY-MM-DD date with its day and month in figures: 25/12/2026 in Italian and English (the Thai year is the Buddhist one). */
export function periodDate(date: string, locale: PanelLocale): string {
  return say(date, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A series bucket as a short label: a week by its Monday ('3 giu'), a month by name and year ('giu 2030'). */
export function bucketLabel(bucket: string, locale: PanelLocale): string {
  return say(bucket, locale, bucket.length === 7 ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' });
}

/** The days of the week, Monday first, by name ('long': lunedì) or abbreviated ('short': lun). */
export function weekdays(locale: PanelLocale, width: 'long' | 'short'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => say(`2024-01-0${i + 1}`, locale, { weekday: width }));
}
