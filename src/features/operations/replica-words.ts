/**
 * The agency's words for the continuous replica (REPLICA_URL): its age, and the line Posta in uscita shows
 * the owner. Browser-safe: the panel and the alarm's e-mails say it the same way.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

/** What /api/health reports of the replica (lib/server/replica.ts), null when there is none. */
export type ReplicaReport = { running: boolean; restarts: number; ageSeconds: number | null } | null;

/** A replica older than this many seconds is an alarm (e-mailed, and the panel's line warns). */
export const REPLICA_ALARM_SECONDS = 5 * 60;

/** An age in seconds in the agency's words, in `locale` ("45 secondi", "7 minuti"). */
export function replicaAgeWords(seconds: number, locale: PanelLocale = 'it'): string {
  const o = { locale };
  if (seconds < 60) return seconds === 1 ? pm.agency_mail_replica_second({}, o) : pm.agency_mail_replica_seconds({ count: seconds }, o);
  const minutes = Math.floor(seconds / 60);
  return minutes === 1 ? pm.agency_mail_replica_minute({}, o) : pm.agency_mail_replica_minutes({ count: minutes }, o);
}

/** The panel's line about the replica, and whether it warns (behind more than the alarm's age, or stopped). */
export function replicaLine(replica: ReplicaReport): { text: string; warn: boolean } {
  const label = 'Copia continua del database';
  if (!replica) return { text: `${label}: non attiva (REPLICA_URL non impostato)`, warn: false };
  const stopped = replica.running ? '' : ` · Litestream non è in esecuzione (riavvii: ${replica.restarts})`;
  if (replica.ageSeconds === null) return { text: `${label}: nessuna copia ancora riuscita${stopped}`, warn: true };
  const age = replica.ageSeconds === 0 ? 'aggiornata' : `${replicaAgeWords(replica.ageSeconds)} di scritture non ancora copiate`;
  return { text: `${label}: ${age}${stopped}`, warn: !replica.running || replica.ageSeconds > REPLICA_ALARM_SECONDS };
}
