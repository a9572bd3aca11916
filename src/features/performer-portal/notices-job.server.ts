/**
 * The performers' notices as a background job (src/lib/server/jobs.ts): at the reminders' interval, once
 * per server process. Started by the app's start-up (src/startup.ts); tests call runPerformerNotices with a clock.
 */
import { reminderIntervalMinutes } from '@/lib/server/config';
import { defineJob } from '@/lib/server/jobs';
import { runPerformerNotices } from './performer-notices.server';

/** The performers' notices job: queues the notices due at each run's time. */
export const performerNoticesJob = defineJob({
  name: 'performer-notices',
  every: () => reminderIntervalMinutes() * 60_000,
  run: runPerformerNotices,
});
