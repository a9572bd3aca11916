/** The agency's words (Italian) for a performer's status on the night, as the calendar shows it. */
import { timeInBangkok } from '@/lib/event-time';
import type { Jsonify } from '@/lib/jsonify';
import type { NightView } from './night-status.server';

/** "in arrivo, ~20 min (dalle 19:40)", "arrivato alle 20:02", "finito alle 21:10", or null before he said anything. */
export function agencyNightLabel(night: Jsonify<NightView>): string | null {
  if (!night.status || !night.at) return null;
  const time = timeInBangkok(new Date(night.at));
  if (night.status === 'on-my-way') return `in arrivo, ~${night.etaMinutes ?? '?'} min (dalle ${time})`;
  return night.status === 'arrived' ? `arrivato alle ${time}` : `finito alle ${time}`;
}
