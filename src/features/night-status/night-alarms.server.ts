/**
 * The agency's alarms on the night (issue 47), each raised once per booking, performer and kind: a
 * confirmed performer who has not said "On my way" 60 minutes before the start, has not said "Arrived" 15
 * minutes after it, or declined within 48 hours of the event. Each is e-mailed to the agency (in its reader's
 * panel language, outbox) and listed for the admin panel's banner. The job `night-alarms` runs every minute.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { bookingPerformers, bookings, nightAlarms, performerAssignments, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import type { PanelLocale } from '@db/locales';
import { defineJob } from '@/lib/server/jobs';
import { renderMail } from '@/lib/server/mail-layout';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { m as pm } from '@/paraglide-panel/messages';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { formatEventDateTime } from '@/lib/dates';
import { site } from '@/lib/site';
import { cityDisplayName } from '@/content/cities';
import { nightBounds, nightStates } from './night-status.server';
import * as clock from '@/lib/clock';

const MINUTE = 60_000;
/** "Not on his way" is raised this long before the start... */
export const ON_MY_WAY_BY_MS = 60 * MINUTE;
/** ..."not arrived" this long after it... */
export const ARRIVED_BY_MS = 15 * MINUTE;
/** ...and a decline this close to the event is an alarm. */
export const LATE_DECLINE_MS = 48 * 60 * MINUTE;

/** What an alarm is about. */
export type NightAlarmKind = 'not-on-the-way' | 'not-arrived' | 'late-decline';

/**
 * How long before the start an alarm was raised, in `locale` ("a un'ora dall'inizio" only when it was an hour; a
 * booking made or confirmed later is raised later: "a 9 minuti dall'inizio").
 */
export function beforeStart(start: number, raisedAt: number, locale: PanelLocale = 'it'): string {
  const o = { locale };
  const minutes = Math.round((start - raisedAt) / MINUTE);
  if (minutes >= 60) return pm.agency_mail_alarm_hour_before({}, o);
  if (minutes <= 0) return pm.agency_mail_alarm_started({}, o);
  return minutes === 1 ? pm.agency_mail_alarm_minute_before({}, o) : pm.agency_mail_alarm_minutes_before({ minutes }, o);
}

/** An alarm in `locale`'s words, from the performer's name, the show's start and when it was raised. */
function alarmWords(kind: NightAlarmKind, name: string, start: number, raisedAt: number, locale: PanelLocale = 'it'): string {
  const o = { locale };
  if (kind === 'not-on-the-way') return pm.agency_mail_alarm_not_on_the_way({ name, when: beforeStart(start, raisedAt, locale) }, o);
  return kind === 'not-arrived' ? pm.agency_mail_alarm_not_arrived({ name }, o) : pm.agency_mail_alarm_late_decline({ name }, o);
}

// What an alarm's words read, when it is raised and when it is listed: the night's bounds and the performer's name.
const ALARM_COLUMNS = {
  eventDate: bookings.eventDate,
  eventTime: bookings.eventTime,
  duration: bookings.duration,
  name: performers.name,
};

/** One alarm as the admin panel's banner shows it. */
export interface NightAlarm {
  bookingId: string;
  reference: string;
  performerName: string;
  kind: NightAlarmKind;
  text: string;
  raisedAt: string;
}

/** Raises every alarm due at `now` that was not raised before, e-mailing each to the agency; answers how many. */
export function runNightAlarms(db: Db, now: number): { raised: number } {
  const today = todayInBangkok(new Date(now));
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({
          ...ALARM_COLUMNS,
          id: bookings.id,
          location: bookings.location,
          performerId: bookingPerformers.performerId,
          answer: performerAssignments.answer,
          answeredAt: performerAssignments.answeredAt,
        })
        .from(bookings)
        .innerJoin(bookingPerformers, eq(bookingPerformers.bookingId, bookings.id))
        .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
        .leftJoin(
          performerAssignments,
          and(eq(performerAssignments.bookingId, bookings.id), eq(performerAssignments.performerId, bookingPerformers.performerId)),
        )
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            inArray(bookings.eventDate, [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]),
          ),
        )
        .orderBy(asc(bookings.eventDate), asc(bookings.eventTime))
        .all();
      const states = nightStates(tx, [...new Set(rows.map((r) => r.id))]);
      let raised = 0;
      for (const row of rows) {
        const { start, end } = nightBounds(row);
        const night = states.get(row.id)?.get(row.performerId);
        const due: NightAlarmKind[] = [];
        if (row.answer === 'declined') {
          if (row.answeredAt && row.answeredAt.getTime() >= start - LATE_DECLINE_MS && row.answeredAt.getTime() < end)
            due.push('late-decline');
        } else if (now < end) {
          if (now >= start - ON_MY_WAY_BY_MS && !night?.onMyWayAt && !night?.arrivedAt) due.push('not-on-the-way');
          if (now >= start + ARRIVED_BY_MS && !night?.arrivedAt) due.push('not-arrived');
        }
        for (const kind of due) {
          const inserted = tx
            .insert(nightAlarms)
            .values({ bookingId: row.id, performerId: row.performerId, kind, raisedAt: new Date(now) })
            .onConflictDoNothing()
            .run();
          if (inserted.changes === 0) continue;
          raised += 1;
          const ref = bookingReference(row.id);
          queueAgencyMail(
            tx,
            (locale) => {
              const o = { locale };
              const alarm = alarmWords(kind, row.name, start, now, locale);
              const when = formatEventDateTime(row.eventDate, row.eventTime, locale);
              const city = row.location ? cityDisplayName(row.location) : '';
              return {
                subject: pm.agency_mail_alarm_subject({ alarm, ref }, o),
                ...renderMail({
                  blocks: [pm.agency_mail_alarm_text({ alarm, ref, when, city }, o), pm.agency_mail_alarm_where({}, o)],
                  footer: site.name,
                  lang: locale,
                }),
              };
            },
            { kind: `night-alarm-${kind}`, bookingId: row.id },
          );
        }
      }
      return { raised };
    },
    { behavior: 'immediate' },
  );
}

/** The alarms job: every minute. */
export const nightAlarmJob = defineJob({ name: 'night-alarms', every: MINUTE, run: runNightAlarms });

/** The alarms raised in the 24 hours before `now`, newest first, for the admin panel's banner, in its reader's language. */
export function recentNightAlarms(db: Pick<Db, 'select'>, locale: PanelLocale = 'it', now = clock.now()): NightAlarm[] {
  return db
    .select({ ...ALARM_COLUMNS, bookingId: nightAlarms.bookingId, kind: nightAlarms.kind, raisedAt: nightAlarms.raisedAt })
    .from(nightAlarms)
    .innerJoin(performers, eq(performers.id, nightAlarms.performerId))
    .innerJoin(bookings, eq(bookings.id, nightAlarms.bookingId))
    .where(gte(nightAlarms.raisedAt, new Date(now - 24 * 60 * MINUTE)))
    .all()
    .sort((a, b) => b.raisedAt.getTime() - a.raisedAt.getTime())
    .map((alarm) => ({
      bookingId: alarm.bookingId,
      reference: bookingReference(alarm.bookingId),
      performerName: alarm.name,
      kind: alarm.kind,
      text: alarmWords(alarm.kind, alarm.name, nightBounds(alarm).start, alarm.raisedAt.getTime(), locale),
      raisedAt: alarm.raisedAt.toISOString(),
    }));
}
