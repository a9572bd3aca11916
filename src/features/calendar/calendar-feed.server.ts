/**
 * The agency's private calendar feed: an .ics subscription URL carrying a secret token. Only the
 * token's SHA-256 hash is stored (settings), so a leaked backup cannot be turned into a live feed of
 * future bookings; the URL is therefore shown once, when it is made, and making a new one ends the old.
 * The feed names no customer: no name, e-mail, phone or address.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { setSetting } from '@/lib/server/settings';
import { hitRateLimit, peekRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { siteLink } from '@/lib/server/config';
import { formatDurationHours } from '@/lib/dates';
import { buildCalendar, type CalendarEvent } from '@/lib/ics';
import { icsSequence } from '@/features/booking-life/status-labels';
import { site } from '@/lib/site';
import { CITY_NAMES, isCity } from '@/content/cities';
import { hashSecret } from '@/lib/server/secrets';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { heldBookings } from './calendar.server';
import * as clock from '@/lib/clock';

const TOKEN_HASH_KEY = 'calendar_feed_token_hash';
/** How far back the feed goes: past shows stay visible for a month, then drop out. */
const PAST_DAYS = 31;
/** A feed never grows without bound: the next this many held bookings. */
const MAX_EVENTS = 2000;

/** Whether a feed URL exists, and since when. */
export interface FeedStatus {
  active: boolean;
  createdAt: Date | null;
}

/** The feed's address for a token. */
export function feedUrl(token: string): string {
  return siteLink(`/api/calendar-feed/${token}.ics`);
}

/** Whether a feed exists and when its URL was made. */
export function feedStatus(db: Db): FeedStatus {
  const row = db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, TOKEN_HASH_KEY)).get();
  return { active: Boolean(row), createdAt: row?.updatedAt ?? null };
}

/** A new secret feed token (256 bits, 43 URL-safe characters): what tokenOfSegment accepts. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The headers of every private feed answer: iCalendar, never stored by a cache, never indexed. */
export function feedHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  };
}

// Calendar apps poll every 15 minutes or so: a few devices stay far below the first limit; a guesser meets the second.
const FETCHES = { limit: 120, windowMs: 60 * 60_000 };
const MISSES = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Checks a feed fetch by `client` against the limits every private feed shares (120 fetches an hour;
 * 429 after 10 unknown tokens an hour) and answers the token, or throws 404 (counted as a miss) when
 * `isKnown` refuses it.
 */
export function checkFeedFetch(db: Db, client: string, segment: string | undefined, isKnown: (token: string) => boolean): string {
  const misses = peekRateLimit(db, `feed-miss:${client}`, MISSES);
  if (!misses.allowed) throw tooManyRequests(misses.retryAfterSeconds);
  const fetches = hitRateLimit(db, `feed:${client}`, FETCHES);
  if (!fetches.allowed) throw tooManyRequests(fetches.retryAfterSeconds);
  const token = tokenOfSegment(segment);
  if (!token || !isKnown(token)) {
    hitRateLimit(db, `feed-miss:${client}`, MISSES);
    throw new HttpError(404, 'Calendar feed not found');
  }
  return token;
}

/** Makes a new feed token (256 bits), replacing the old one: its URL answers 404 from now on. Answers the new URL. */
export function rotateFeedToken(db: Db): { url: string; createdAt: Date } {
  const token = newFeedToken();
  setSetting(db, TOKEN_HASH_KEY, hashSecret(token));
  return { url: feedUrl(token), createdAt: feedStatus(db).createdAt! };
}

/** The token of a feed path segment ('<token>.ics' or '<token>'), or undefined when it cannot be one. */
export function tokenOfSegment(segment: string | undefined): string | undefined {
  return /^([A-Za-z0-9_-]{43})(?:\.ics)?$/.exec(segment ?? '')?.[1];
}

/** True when token is the current feed token (compared in constant time). */
export function isFeedToken(db: Db, token: string): boolean {
  const stored = db.select({ value: settings.value }).from(settings).where(eq(settings.key, TOKEN_HASH_KEY)).get()?.value;
  if (!stored) return false;
  const given = Buffer.from(hashSecret(token));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cityName = (location: string | null) => (location && isCity(location) ? CITY_NAMES[location] : (location ?? ''));

/** The feed's events: held bookings from a month ago on, with service, performers, city and time; nothing about the customer. */
export function feedEvents(db: Db, now = clock.currentDate()): CalendarEvent[] {
  const domain = new URL(siteLink('/')).hostname;
  return heldBookings(db, { from: addDays(todayInBangkok(now), -PAST_DAYS) }, MAX_EVENTS).map((booking) => ({
    // Opaque and stable, so a refreshed feed updates the same event and the id is not shown.
    uid: `${hashSecret(`feed:${booking.id}`).slice(0, 32)}@${domain}`,
    date: booking.eventDate,
    time: booking.eventTime,
    durationMinutes: booking.duration,
    summary: `${booking.serviceType} · ${cityName(booking.location)} (#${booking.reference})`,
    location: cityName(booking.location),
    description: [
      `Booking reference: #${booking.reference}`,
      `Service: ${booking.serviceType}`,
      `Performers: ${booking.performers.map((p) => p.name).join(', ') || '—'}`,
      `Duration: ${formatDurationHours(booking.duration)}`,
      `Status: ${booking.status}`,
    ].join('\n'),
    status: booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    sequence: icsSequence(booking.status),
  }));
}

/** The whole feed text. */
export function feedIcs(db: Db, now = clock.currentDate()): string {
  return buildCalendar(feedEvents(db, now), now, { name: `${site.name} bookings` });
}
