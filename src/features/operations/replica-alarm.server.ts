/**
 * The owner knows when the continuous replica (REPLICA_URL, lib/server/replica.ts) falls behind: the agency
 * is e-mailed once (in its reader's panel language, outbox) when the database has held a write the replica lacks for more than
 * five minutes, or when no shipment has landed five minutes after the replica started, and once more
 * when it holds every write again. Whether an alarm is raised is kept in the settings, so a restart
 * neither repeats it nor forgets the recovery. The job `replica-alarm` runs every minute.
 */
import type { Db } from '@/lib/server/db';
import { defineJob } from '@/lib/server/jobs';
import { renderMail } from '@/lib/server/mail-layout';
import { replicaStatus, type ReplicaStatus } from '@/lib/server/replica';
import { deleteSetting, getSetting, setSetting } from '@/lib/server/settings';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { m as pm } from '@/paraglide-panel/messages';
import { site } from '@/lib/site';
import { REPLICA_ALARM_SECONDS, replicaAgeWords } from './replica-words';

/** The setting that says an alarm is raised (its value: when, ms since the epoch). */
export const REPLICA_ALARM_KEY = 'replica_alarm_raised_at';

/**
 * Whether the replica is behind at `now`: older than the alarm's age, or without any shipment
 * `REPLICA_ALARM_SECONDS` after `startedAt` (the first run of the job that saw it).
 */
export function replicaBehind(status: ReplicaStatus, startedAt: number, now: number): boolean {
  if (status.ageSeconds === null) return now - startedAt > REPLICA_ALARM_SECONDS * 1000;
  return status.ageSeconds > REPLICA_ALARM_SECONDS;
}

/** Raises or clears the alarm for `status` (null: no replica, nothing to say); answers what it did. */
export function runReplicaAlarm(
  db: Db,
  status: ReplicaStatus | null,
  startedAt: number,
  now: number,
): { alarm: 'raised' | 'cleared' | 'none' } {
  if (!status) return { alarm: 'none' };
  const behind = replicaBehind(status, startedAt, now);
  return db.transaction(
    (tx) => {
      const raised = getSetting(tx, REPLICA_ALARM_KEY) !== undefined;
      if (behind === raised) return { alarm: 'none' as const };
      queueAgencyMail(
        tx,
        (locale) => {
          const o = { locale };
          const age =
            status.ageSeconds === null
              ? pm.agency_mail_replica_never({}, o)
              : pm.agency_mail_replica_age({ age: replicaAgeWords(status.ageSeconds, locale) }, o);
          const stopped = status.running ? '' : pm.agency_mail_replica_stopped({}, o);
          const mail = behind
            ? {
                subject: pm.agency_mail_replica_subject({}, o),
                blocks: [pm.agency_mail_replica_behind({ age, stopped }, o), pm.agency_mail_replica_risk({}, o)],
              }
            : { subject: pm.agency_mail_replica_cleared_subject({}, o), blocks: [pm.agency_mail_replica_cleared({}, o)] };
          return { subject: mail.subject, ...renderMail({ blocks: mail.blocks, footer: site.name, lang: locale }) };
        },
        { kind: 'replica-alarm' },
      );
      if (behind) setSetting(tx, REPLICA_ALARM_KEY, String(now));
      else deleteSetting(tx, REPLICA_ALARM_KEY);
      return { alarm: behind ? ('raised' as const) : ('cleared' as const) };
    },
    { behavior: 'immediate' },
  );
}

let firstSeenAt: number | undefined;

/** The job: every minute, the replica's state against the alarm (nothing when REPLICA_URL is unset). */
export const replicaAlarmJob = defineJob({
  name: 'replica-alarm',
  every: 60_000,
  run: (db, now) => {
    firstSeenAt ??= now;
    return runReplicaAlarm(db, replicaStatus(now), firstSeenAt, now);
  },
});
