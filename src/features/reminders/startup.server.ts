/**
 * What the server checks and starts once, on its start-up health check: the payment settings
 * (a malformed PROMPTPAY_ID stops the start with a clear message) and the reminder scheduler.
 */
import { getDb } from '@/lib/server/db';
import { reminderIntervalMinutes } from '@/lib/server/config';
import { promptPayConfigError } from '@/features/advance/promptpay.server';
import { startReminderScheduler } from './scheduler.server';

/** Checks settings and starts background work; returns the configuration error, or null when all is well. */
export function startServerServices(): string | null {
  const promptPay = promptPayConfigError();
  if (promptPay) return promptPay;
  let minutes: number;
  try {
    minutes = reminderIntervalMinutes();
  } catch (error) {
    return (error as Error).message;
  }
  startReminderScheduler(getDb, minutes * 60_000);
  return null;
}
