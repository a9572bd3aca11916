/**
 * How long single page views are kept: the owner's number of months (default 13, settings `visit_retention_months`).
 * The daily job folds every view older than that into visit_totals (its day, path, language, city, source, campaign,
 * medium, device and country with the views and visitors of each) and deletes the rows, in one transaction, so
 * Statistiche keeps its totals and no visitor hash outlives the retention.
 */
import { z } from 'zod';
import type { Db } from '@/lib/server/db';
import { defineJob } from '@/lib/server/jobs';
import { getSetting, setSetting } from '@/lib/server/settings';
import { todayInBangkok } from '@/lib/event-time';

/** The default retention of single views, in months. */
export const DEFAULT_VISIT_RETENTION_MONTHS = 13;
const KEY = 'visit_retention_months';

/** Body of PUT /api/admin/insights/visit-retention: a whole number of months from 1 to 60. */
export const visitRetentionSchema = z.strictObject({
  months: z
    .number({ error: 'months must be a whole number from 1 to 60' })
    .int('months must be a whole number from 1 to 60')
    .min(1, 'months must be a whole number from 1 to 60')
    .max(60, 'months must be a whole number from 1 to 60'),
});

/** The owner's retention of single views, in months. */
export function visitRetentionMonths(db: Db): number {
  const stored = Number(getSetting(db, KEY));
  return Number.isInteger(stored) && stored >= 1 ? stored : DEFAULT_VISIT_RETENTION_MONTHS;
}

/** Sets the retention (the next purge applies it). */
export function setVisitRetentionMonths(db: Db, months: number): { months: number } {
  setSetting(db, KEY, String(months));
  return { months };
}

/** The first Bangkok day still kept on `today` with a retention of `months`. */
export function firstKeptDay(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 - months, day));
  return date.toISOString().slice(0, 10);
}

/** Folds the views older than the retention into visit_totals and deletes them; answers how many were deleted. */
export function purgeVisits(db: Db, now: number): number {
  const before = firstKeptDay(todayInBangkok(new Date(now)), visitRetentionMonths(db));
  const client = db.$client;
  return client
    .transaction(() => {
      client
        .prepare(
          `INSERT INTO visit_totals (day, path, locale, city, source, utm_campaign, utm_medium, device, country, views, visitors)
           SELECT day, path, locale, city, source, utm_campaign, utm_medium, device, country, SUM(views), COUNT(DISTINCT visitor)
           FROM visits WHERE day < ? GROUP BY day, path, locale, city, source, utm_campaign, utm_medium, device, country`,
        )
        .run(before);
      return client.prepare('DELETE FROM visits WHERE day < ?').run(before).changes;
    })
    .immediate();
}

/** The daily purge of old views. */
export const visitPurgeJob = defineJob({
  name: 'visit-purge',
  every: 24 * 3_600_000,
  run: (db, now) => ({ deleted: purgeVisits(db, now) }),
});
