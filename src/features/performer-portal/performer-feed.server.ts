/**
 * A performer's private calendar feed: the agency feed's token, limits and writer (features/calendar)
 * over the performer's own bookings, with the page's privacy rules (the address only once released,
 * nothing of the customer). Only the token's SHA-256 hash is stored, one per performer; making a new
 * one ends the old; the agency's revocation and a change of the performer's address end it
 * (features/performers), and removing the performer removes it.
 */
import { eq } from 'drizzle-orm';
import { performerFeeds, performers } from '@db/schema';
import { hashSecret } from '@/lib/server/secrets';
import { newFeedToken } from '@/features/calendar/calendar-feed.server';
import { siteLink } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { buildCalendar, type CalendarEvent } from '@/lib/ics';
import type { Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { icsSequence, performerStatusLabel } from '@/features/booking-life/status-labels';
import { m } from '@/paraglide/messages';
import { portalCity, portalDuration, portalVenue } from './portal-words';
import { performerBookings, type PerformerBooking } from './performer-bookings.server';
import * as clock from '@/lib/clock';

/** The address of a performer feed token. */
export function performerFeedUrl(token: string): string {
  return siteLink(`/api/performer-feed/${token}.ics`);
}

/** Whether the performer has a feed, and since when. */
export function performerFeedStatus(db: Db, performerId: string): { active: boolean; createdAt: Date | null } {
  const row = db
    .select({ createdAt: performerFeeds.createdAt })
    .from(performerFeeds)
    .where(eq(performerFeeds.performerId, performerId))
    .get();
  return { active: Boolean(row), createdAt: row?.createdAt ?? null };
}

/** Makes the performer a new feed URL, ending the old one; the URL is shown this once. */
export function rotatePerformerFeed(db: Db, performerId: string, now = clock.now()): { url: string } {
  const token = newFeedToken();
  const values = { tokenHash: hashSecret(token), createdAt: new Date(now) };
  db.insert(performerFeeds)
    .values({ performerId, ...values })
    .onConflictDoUpdate({ target: performerFeeds.performerId, set: values })
    .run();
  return { url: performerFeedUrl(token) };
}

/** The performer whose feed token this is, or undefined (the lookup is by hash: the token is never stored). */
export function performerOfFeedToken(db: Db, token: string): string | undefined {
  return db
    .select({ id: performerFeeds.performerId })
    .from(performerFeeds)
    .where(eq(performerFeeds.tokenHash, hashSecret(token)))
    .get()?.id;
}

const STATUS: Record<PerformerBooking['status'], CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** The feed's events: exactly what the performer's page shows of each booking, in the page's words and language. */
export function performerFeedEvents(db: Db, performerId: string, now = clock.now(), locale: Locale = 'en'): CalendarEvent[] {
  const domain = new URL(siteLink('/')).hostname;
  const o = { locale };
  const { upcoming, past } = performerBookings(db, performerId, now);
  return [...past.reverse(), ...upcoming].map((b) => ({
    uid: `${hashSecret(`performer-feed:${performerId}:${b.id}`).slice(0, 32)}@${domain}`,
    date: b.eventDate,
    time: b.eventTime,
    durationMinutes: b.duration,
    summary: `${b.services} · ${portalCity(b, locale)} (#${b.reference})`,
    location: b.address ?? portalCity(b, locale),
    description: [
      m.pt_booking_label({ ref: b.reference }, o),
      `${m.pt_services({}, o)}: ${b.services}`,
      `${m.pt_duration({}, o)}: ${portalDuration(b.duration, locale)}`,
      `${m.pt_venue({}, o)}: ${portalVenue(b.venueType, locale)}`,
      `${m.pt_with({}, o)}: ${b.otherPerformers.join(', ') || m.pt_nobody({}, o)}`,
      ...(b.note ? [m.pt_from_agency({ note: b.note }, o)] : []),
      performerStatusLabel(b.status, locale),
    ].join('\n'),
    status: STATUS[b.status],
    sequence: icsSequence(b.status),
  }));
}

/** The performer's language: the one of the portal page he last asked a sign-in link from. */
function performerLocale(db: Db, performerId: string): Locale {
  return db.select({ locale: performers.locale }).from(performers).where(eq(performers.id, performerId)).get()?.locale ?? 'en';
}

/** The whole feed text of a performer. */
export function performerFeedIcs(db: Db, performerId: string, now = clock.currentDate()): string {
  const locale = performerLocale(db, performerId);
  return buildCalendar(performerFeedEvents(db, performerId, now.getTime(), locale), now, {
    name: m.pt_feed_name({ brand: site.name }, { locale }),
  });
}
