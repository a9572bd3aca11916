/** The agency's words for a performer's status on the night, as the calendar shows it, in the reader's panel language. */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { timeInBangkok } from '@/lib/event-time';
import type { Jsonify } from '@/lib/jsonify';
import type { NightView } from './night-status.server';

/** "in arrivo, ~20 min (dalle 19:40)", "arrivato alle 20:02", "finito alle 21:10", or null before he said anything. */
export function agencyNightLabel(night: Jsonify<NightView>, locale: PanelLocale): string | null {
  if (!night.status || !night.at) return null;
  const o = { locale };
  const time = timeInBangkok(new Date(night.at));
  if (night.status === 'on-my-way') return pm.night_on_my_way({ minutes: night.etaMinutes ?? '?', time }, o);
  return (night.status === 'arrived' ? pm.night_arrived : pm.night_finished)({ time }, o);
}
