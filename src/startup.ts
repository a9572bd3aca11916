/**
 * The app's start-up, run once per process: open (migrate, and seed when new) the database, apply
 * or generate the admin password, check the settings and start the reminder scheduler and the purge
 * of unconfirmed booking requests. The
 * server calls it through the health route at start (server/serve.mjs in production, the dev
 * integration in astro.config.mjs under `astro dev`). This is the app's composition root, so it is
 * the one module under lib/ that imports features.
 */
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { promptPayConfigError } from '@/features/advance/promptpay.server';
import { startRequestPurge } from '@/features/booking/booking-request.server';
import { startReminderScheduler } from '@/features/reminders/scheduler.server';
import { bookingLinkDaysAfterEvent, bookingRequestTtlHours, reminderIntervalMinutes } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';

let started: Promise<void> | undefined;

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
  const db = getDb();
  await ensureAdminPassword(db);
  let minutes: number;
  try {
    const problem = promptPayConfigError();
    if (problem) throw new Error(problem);
    minutes = reminderIntervalMinutes();
    // Read once here so a malformed value stops the start rather than a later request.
    bookingRequestTtlHours();
    bookingLinkDaysAfterEvent();
  } catch (error) {
    // A setting the server cannot run with: serve.mjs prints this answer and exits.
    const message = (error as Error).message;
    console.error(`[config] ${message}`);
    throw new HttpError(503, message);
  }
  startReminderScheduler(getDb, minutes * 60_000);
  startRequestPurge(getDb);
}
