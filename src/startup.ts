/**
 * The app's start-up, run once per process: check the settings (SITE_URL against the build, the
 * payment setting, the booking request and link periods), open (migrate, and seed when new) the
 * database, apply or generate the admin password and start the e-mail outbox sender and the background
 * jobs (src/lib/server/jobs.ts: reminders, performers' notices, the daily retention purge, the purge of
 * unconfirmed booking requests, the release of unpaid holds, backups, the replica's alarm). The
 * server calls it through the health route at start (server/serve.mjs in production, the dev
 * integration in astro.config.mjs under `astro dev`). This is the app's composition root, so it is
 * the one module under lib/ that imports features.
 */
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { promptPayConfigError } from '@/features/advance/promptpay.server';
import { requestPurgeJob } from '@/features/privacy/request-expiry.server';
// Registers the composers of e-mails built at send time, so the sender can send them after a restart.
import '@/features/booking/booking.mail';
import { pruneImageCache } from '@/features/images/image-variants.server';
import { startOutboxSender, stopOutboxSenders } from '@/features/notifications/sender.server';
import { retentionPurgeJob } from '@/features/privacy/purge-job.server';
import { reminderJob } from '@/features/reminders/scheduler.server';
import { performerNoticesJob } from '@/features/performer-portal/notices-job.server';
import { backupJob } from '@/lib/server/backup';
import '@/features/manage-bookings/agency-confirmation.mail';
import { holdReleaseJob } from '@/features/holds/holds.server';
import { shareReminderJob } from '@/features/holds/share-reminders.server';
import { reviewReminderJob } from '@/features/reviews/reviews.server';
import { tokenMailPurgeJob } from '@/features/notifications/outbox.server';
import { briefLinkJob } from '@/features/party-brief/brief.server';
import { nightAlarmJob } from '@/features/night-status/night-alarms.server';
import { replicaAlarmJob } from '@/features/operations/replica-alarm.server';
import {
  backupIntervalHours,
  backupKeepDays,
  bookingLinkDaysAfterEvent,
  bookingRequestTtlHours,
  mailRetryFirstSeconds,
  outboxRetentionDays,
  passwordHashCost,
  reminderIntervalMinutes,
  siteUrlProblem,
} from '@/lib/server/config';
import { closeDb, getDb, type Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { startJobs, stopJobs } from '@/lib/server/jobs';
import { restoreKeptFiles } from '@/lib/server/kept-files';
import { startReplica, stopReplica } from '@/lib/server/replica';
import { serverSecret } from '@/lib/server/server-secret';
import { countView, flushVisits, type AnsweredRequest } from '@/features/sources/visit-counter.server';
import { visitPurgeJob } from '@/features/sources/visit-retention.server';
import { loadPublishedTexts } from '@/features/site-content/published-texts.server';

let started: Promise<void> | undefined;

// Where the start-up leaves the visit counter for server/serve.mjs (server/visit-hook.mjs names the same symbol).
const VISIT_HOOK = Symbol.for('siam-hunks.count-visit');

/**
 * Runs the start-up once; later calls share the same promise. A failure (a malformed PROMPTPAY_ID,
 * an over-long ADMIN_PASSWORD) rejects with a 503 HttpError carrying the message, and the next call
 * tries again.
 */
export function startUp(): Promise<void> {
  started ??= run().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

async function run(): Promise<void> {
  // Settings first: a server that will refuse to start must not create or migrate a database.
  checkedSettings();
  const db = getDb();
  // Made here, outside any request's transaction, so the first hashed rate-limit key never waits for it.
  serverSecret(db);
  await ensureAdminPassword(db);
  // The owner's published texts (Contenuti) in memory: the pages render them without asking the database.
  loadPublishedTexts(db);
  startOutboxSender(db);
  // A machine restored from the replica has the slips and photos in the database only: back on disk.
  restoredFiles(db);
  // REPLICA_URL: Litestream streams the database off the machine (src/lib/server/replica.ts).
  startReplica();
  // Each deploy brings its own files: variants of an earlier build's (or of deleted uploads) go.
  await pruneImageCache().catch((error: unknown) => console.error('[images] pruning the variant cache failed:', error));
  // The background jobs (src/lib/server/jobs.ts); shutDown stops every one of them.
  startJobs(getDb, [
    reminderJob,
    performerNoticesJob,
    retentionPurgeJob,
    requestPurgeJob,
    tokenMailPurgeJob,
    holdReleaseJob,
    shareReminderJob,
    reviewReminderJob,
    briefLinkJob,
    nightAlarmJob,
    replicaAlarmJob,
    backupJob,
    visitPurgeJob,
  ]);
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_HOOK] = shutDown;
  // server/serve.mjs hands every answered GET to the visit counter (features/sources), pre-rendered pages too.
  (globalThis as Record<symbol, unknown>)[VISIT_HOOK] = (request: AnsweredRequest) => countView(getDb(), request);
}

/**
 * Where the start-up leaves shutDown for server/serve.mjs, which runs the app as a bundle and so cannot
 * import this module: a registered global symbol both sides name.
 */
export const SHUTDOWN_HOOK = Symbol.for('siam-hunks.shutdown');

/**
 * The app's part of a graceful shutdown, once no request is in flight: stops every job (a run under way,
 * a backup or a purge in steps, finishes) and lets the outbox sender finish the message it is sending
 * (and record it), lets Litestream ship the last writes (REPLICA_URL), then checkpoints the WAL into the database file and closes it.
 */
export async function shutDown(): Promise<void> {
  await Promise.all([stopJobs(), stopOutboxSenders()]);
  // The views still waiting are written before the database closes; none is counted after it.
  delete (globalThis as Record<symbol, unknown>)[VISIT_HOOK];
  flushVisits(getDb());
  // Nothing writes now: Litestream ships the last writes before the WAL is checkpointed away.
  await stopReplica();
  getDb().$client.pragma('wal_checkpoint(TRUNCATE)');
  closeDb();
}

// Writes back the kept slips and photos missing on disk (src/lib/server/kept-files.ts), saying how many.
// A failure (a full disk) is logged and the site starts: the files stay in the table for the next start.
function restoredFiles(db: Db): void {
  try {
    const { written, kept } = restoreKeptFiles(db);
    if (written) console.log(`[files] ${written} slips and photos missing on disk written back from the database`);
    if (kept) console.log(`[files] ${kept} slips and photos stored before this version kept in the database`);
  } catch (error) {
    console.error('[files] writing back the kept slips and photos failed:', error);
  }
}

// Settings the server cannot run with are refused here.
function checkedSettings(): void {
  try {
    // import.meta.env.SITE is the SITE_URL the pages were built with (undefined outside a build).
    const problem = siteUrlProblem(import.meta.env.SITE) ?? promptPayConfigError();
    if (problem) throw new Error(problem);
    outboxRetentionDays();
    mailRetryFirstSeconds();
    // Read once here so a malformed value stops the start rather than a later request.
    bookingRequestTtlHours();
    bookingLinkDaysAfterEvent();
    backupIntervalHours();
    backupKeepDays();
    reminderIntervalMinutes();
    passwordHashCost();
  } catch (error) {
    // serve.mjs prints this answer and exits.
    const message = (error as Error).message;
    console.error(`[config] ${message}`);
    // The operator's reason stays the text (serve.mjs prints it); the code says what it means to anyone else.
    throw new HttpError(503, message, undefined, {}, { code: 'server_not_started', params: {} });
  }
}
