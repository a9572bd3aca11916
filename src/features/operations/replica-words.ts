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

/** The panel's line about the replica in `locale`, and whether it warns (behind more than the alarm's age, or stopped). */
export function replicaLine(replica: ReplicaReport, locale: PanelLocale = 'it'): { text: string; warn: boolean } {
  const o = { locale };
  if (!replica) return { text: pm.outbox_replica_line({ state: pm.outbox_replica_off({}, o) }, o), warn: false };
  const state =
    replica.ageSeconds === null
      ? pm.outbox_replica_never({}, o)
      : replica.ageSeconds === 0
        ? pm.outbox_replica_current({}, o)
        : pm.outbox_replica_behind({ age: replicaAgeWords(replica.ageSeconds, locale) }, o);
  const text = replica.running
    ? pm.outbox_replica_line({ state }, o)
    : pm.outbox_replica_line_stopped({ state, restarts: replica.restarts }, o);
  const warn = !replica.running || replica.ageSeconds === null || replica.ageSeconds > REPLICA_ALARM_SECONDS;
  return { text, warn };
}
