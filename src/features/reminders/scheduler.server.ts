/**
 * The due-reminder check as a background job (src/lib/server/jobs.ts): every REMINDER_INTERVAL_MINUTES,
 * once per server process. Started by the app's start-up (src/startup.ts); tests call runDueReminders.
 */
import { reminderIntervalMinutes } from '@/lib/server/config';
import { defineJob } from '@/lib/server/jobs';
import { runDueReminders } from './reminders.server';

/** The reminders' job: queues the reminders due at each run's time. */
export const reminderJob = defineJob({
  name: 'reminders',
  every: () => reminderIntervalMinutes() * 60_000,
  run: (db, now) => runDueReminders(db, { now }),
});
