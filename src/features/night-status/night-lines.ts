/** The customer's lines of the night (EN, TH), written once for the summary (server) and the dashboard (island). */
import { timeInBangkok } from '@/lib/event-time';
import type { Locale } from '@/lib/i18n';
import type { Jsonify } from '@/lib/jsonify';
import { m } from '@/paraglide/messages';
import type { CustomerNight } from './night-status.server';

/** One line per performer who said something, in `locale`: on his way (minutes, from when), arrived or finished (when). */
export function customerNightLines(night: Jsonify<CustomerNight>, locale: Locale): string[] {
  const o = { locale };
  return night.performers.flatMap(({ name, status, at, etaMinutes }) => {
    if (!status || !at) return [];
    const time = timeInBangkok(new Date(at));
    if (status === 'on-my-way') return [m.nt_on_my_way({ name, minutes: etaMinutes ?? 0, time }, o)];
    return [status === 'arrived' ? m.nt_arrived({ name, time }, o) : m.nt_finished({ name, time }, o)];
  });
}
