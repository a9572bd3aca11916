/**
 * The performers' e-mails, sent by one idempotent job rather than from every write that touches a
 * booking (the customer's change, the agency's confirmation, status changes, erasure): it compares
 * each held booking with what each of its performers was last told, and queues, in one transaction
 * with the record of it, "assigned", "changed" (time, place or line-up), "cancelled" (the booking, or
 * their place on it) and a reminder the day before. Only performers with an e-mail address are
 * written to; no mail carries customer data, and the address only once the page would show it.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { bookingPerformers, bookings, performerAssignments, performers } from '@db/schema';
import { HOLDS_PERFORMERS, performersToldOf } from '@/features/booking-life/statuses';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { siteLink } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { nightView } from '@/features/night-status/night-status.server';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { cityNameIn } from '@/content/city-names';
import { isCity } from '@/content/cities';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { bookingOutline, eventStart, performerBooking, type PerformerBooking } from './performer-bookings.server';
import { portalDuration, portalEventTime } from './portal-words';
import * as clock from '@/lib/clock';

/** The kinds of the performers' notices in the outbox. */
export type NoticeKind = 'performer-assigned' | 'performer-changed' | 'performer-cancelled' | 'performer-reminder';

const CANCELLED = 'cancelled';
const DAY_MS = 86_400_000;

// What a performer is told about, hashed: the stored record must not copy the address.
function stateOf(b: PerformerBooking & { rawAddress: string | null }): string {
  const facts = [b.eventDate, b.eventTime, b.duration, b.city, b.rawAddress ?? '', [...b.otherPerformers].sort().join(',')];
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}

// The subject and opening sentence of each kind, in the performer's language.
const WORDS: Record<NoticeKind, { subject: (ref: string, locale: Locale) => string; lead: (locale: Locale) => string }> = {
  'performer-assigned': {
    subject: (ref, locale) => m.pt_notice_assigned_subject({ ref }, { locale }),
    lead: (locale) => m.pt_notice_assigned_text({}, { locale }),
  },
  'performer-changed': {
    subject: (ref, locale) => m.pt_notice_changed_subject({ ref }, { locale }),
    lead: (locale) => m.pt_notice_changed_text({}, { locale }),
  },
  'performer-cancelled': {
    subject: (ref, locale) => m.pt_notice_cancelled_subject({ ref }, { locale }),
    lead: (locale) => m.pt_notice_cancelled_text({}, { locale }),
  },
  'performer-reminder': {
    subject: (ref, locale) => m.pt_notice_reminder_subject({ ref }, { locale }),
    lead: (locale) => m.pt_notice_reminder_text({}, { locale }),
  },
};

/** A performer's address and stored language. */
interface Recipient {
  email: string;
  locale: Locale;
}

/** Queues one notice to a performer about one of their bookings, in their language, with the portal's words for time, length and city. */
function queueNotice(db: OutboxWriter, { email, locale }: Recipient, kind: NoticeKind, b: PerformerBooking): void {
  const o = { locale };
  const row = (label: string, value: string) => `${label}: ${value}`;
  enqueueMail(
    db,
    {
      to: email,
      subject: WORDS[kind].subject(b.reference, locale),
      ...renderMail({
        blocks: [
          WORDS[kind].lead(locale),
          [
            row(m.pt_when({}, o), m.pt_notice_when({ when: portalEventTime(b.eventDate, b.eventTime, locale) }, o)),
            row(m.pt_duration({}, o), portalDuration(b.duration, locale)),
            row(m.pt_city({}, o), isCity(b.location) ? cityNameIn(b.location, locale) : b.city),
            row(m.pt_services({}, o), b.services),
            ...(b.address ? [row(m.pt_address({}, o), b.address)] : []),
            row(m.pt_with({}, o), b.otherPerformers.join(', ') || m.pt_nobody({}, o)),
            ...(b.note ? [m.pt_from_agency({ note: b.note }, o)] : []),
          ].join('\n'),
          { href: siteLink(localizePath('/me', locale)), label: m.pt_open_bookings({}, o) },
        ],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind, bookingId: b.id },
  );
}

/** What one run queued, by kind. */
export type NoticeCounts = Record<NoticeKind, number>;

/** Queues every notice that is due at `now`; safe to run again at any time (each notice is recorded with its mail). */
export function runPerformerNotices(db: Db, now = clock.now()): NoticeCounts {
  const counts: NoticeCounts = { 'performer-assigned': 0, 'performer-changed': 0, 'performer-cancelled': 0, 'performer-reminder': 0 };
  return db.transaction(
    (tx) => {
      // Held bookings still to come, per performer with an address.
      const held = tx
        .selectDistinct({
          bookingId: bookingPerformers.bookingId,
          performerId: bookingPerformers.performerId,
          email: performers.email,
          locale: performers.locale,
        })
        .from(bookingPerformers)
        .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
        .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
        .where(
          and(
            inArray(bookings.status, HOLDS_PERFORMERS),
            isNotNull(performers.email),
            gt(bookingPerformers.eventDate, addDays(todayInBangkok(new Date(now)), -2)),
          ),
        )
        .all();
      const records = tx.select().from(performerAssignments).all();
      const recordOf = (bookingId: string, performerId: string) =>
        records.find((r) => r.bookingId === bookingId && r.performerId === performerId);
      const heldKeys = new Set<string>();
      for (const { bookingId, performerId, email, locale } of held) {
        const booking = performerBooking(tx, performerId, bookingId, now);
        if (booking.past) continue;
        heldKeys.add(`${bookingId}|${performerId}`);
        const rawAddress = tx.select({ address: bookings.address }).from(bookings).where(eq(bookings.id, bookingId)).get()?.address ?? null;
        const state = stateOf({ ...booking, rawAddress });
        const record = recordOf(bookingId, performerId);
        const start = eventStart(booking);
        // Never a reminder once his night has begun ("On my way" or more: a same-day booking).
        const remind = !record?.reminderSentAt && now >= start - DAY_MS && booking.night.status === null;
        const kind: NoticeKind | undefined =
          !record?.notifiedState || record.notifiedState === CANCELLED
            ? 'performer-assigned'
            : record.notifiedState !== state
              ? 'performer-changed'
              : undefined;
        // A first notice inside the last day doubles as the reminder.
        if (kind) {
          queueNotice(tx, { email: email!, locale }, kind, booking);
          counts[kind] += 1;
        } else if (remind) {
          queueNotice(tx, { email: email!, locale }, 'performer-reminder', booking);
          counts['performer-reminder'] += 1;
        }
        const values = { notifiedState: state, ...(remind && { reminderSentAt: new Date(now) }) };
        tx.insert(performerAssignments)
          .values({ bookingId, performerId, ...values })
          .onConflictDoUpdate({ target: [performerAssignments.bookingId, performerAssignments.performerId], set: values })
          .run();
      }
      // Performers told of a booking that no longer holds them (cancelled, or taken off it; a completed one tells nothing).
      for (const record of records) {
        if (!record.notifiedState || record.notifiedState === CANCELLED || heldKeys.has(`${record.bookingId}|${record.performerId}`))
          continue;
        const row = tx
          .select({
            status: bookings.status,
            eventDate: bookings.eventDate,
            eventTime: bookings.eventTime,
            email: performers.email,
            locale: performers.locale,
          })
          .from(bookings)
          .innerJoin(performers, eq(performers.id, record.performerId))
          .where(eq(bookings.id, record.bookingId))
          .get();
        if (!row?.email || eventStart(row) <= now) continue;
        // What a move tells the performers is booking-life's: a completed show tells them nothing, never "cancelled".
        if (performersToldOf(row.status) === 'nothing') continue;
        const booking = cancelledView(tx, record.bookingId, record.performerId, now);
        if (booking) {
          queueNotice(tx, { email: row.email, locale: row.locale }, 'performer-cancelled', booking);
          counts['performer-cancelled'] += 1;
        }
        tx.update(performerAssignments)
          .set({ notifiedState: CANCELLED })
          .where(and(eq(performerAssignments.bookingId, record.bookingId), eq(performerAssignments.performerId, record.performerId)))
          .run();
      }
      return counts;
    },
    { behavior: 'immediate' },
  );
}

// The booking as the performer last could see it: from their page when they are still on it
// (cancelled), else its bare time and place (they were taken off it).
function cancelledView(
  tx: Pick<Db, 'select' | 'selectDistinct'>,
  bookingId: string,
  performerId: string,
  now: number,
): PerformerBooking | undefined {
  try {
    return { ...performerBooking(tx, performerId, bookingId, now), address: null };
  } catch {
    const row = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
    if (!row) return undefined;
    return {
      ...bookingOutline(row),
      city: row.location ?? '',
      services: row.serviceType,
      roles: [],
      venueType: null,
      // Taken off the booking: nothing to collect.
      cashAmount: 0,
      cashCollectedBy: null,
      otherPerformers: [],
      note: null,
      address: null,
      addressFrom: new Date(eventStart(row)).toISOString(),
      answer: null,
      reason: null,
      past: false,
      brief: null,
      night: { ...nightView(), open: false },
    };
  }
}
