/**
 * Page views counted by the server, without a cookie or any storage in the browser: server/serve.mjs hands every
 * answered GET to `countView` (through the start-up's hook, as it cannot import the app), after the answer went
 * out, so no page waits. A view is kept only for a public page a person opened (no crawler, prefetch or private
 * page); its address and user agent only feed the visitor hash, salted anew each Bangkok day (the salt of an
 * earlier day is deleted when the day's is made, so a hash cannot be tied to a person or across days). Views
 * wait in memory and are written together (one transaction per batch, never one per view).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ne } from 'drizzle-orm';
import { visitSalts, visits } from '@db/schema';
import { preparedInsert, type Db } from '@/lib/server/db';
import { siteUrl } from '@/lib/server/config';
import { todayInBangkok } from '@/lib/event-time';
import * as clock from '@/lib/clock';
import {
  MAX_PATH_LENGTH,
  cityOfPath,
  countryOf,
  deviceClass,
  isCountedPath,
  isCrawler,
  isPrefetch,
  landingOf,
  localeOfVisit,
  sourceOf,
} from './visit-rules';

/** What the server knows of an answered request, handed over once its answer was sent. */
export interface AnsweredRequest {
  method: string;
  /** The request's path and query, as it came. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  /** The answer's Content-Type. */
  contentType: string;
  /** The client's address as proxy trust defines it (only hashed, never kept). */
  client: string | undefined;
}

/** A view waiting to be written. */
type View = typeof visits.$inferInsert;

/** Views written together at most (one transaction), and the most that may wait (more are dropped, never the page). */
export const VISIT_BATCH = 500;
const MAX_WAITING = 20_000;
/** How long a view may wait before its batch is written. */
export const VISIT_FLUSH_MS = 2_000;

// Every column of a view, in one compiled INSERT run once per view inside the batch's transaction: a multi-row
// INSERT built by the query builder for 500 views cost a cached page's request about a tenth of its time under load.
const insertView = preparedInsert(visits, [
  'day',
  'path',
  'locale',
  'city',
  'source',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'country',
  'visitor',
] as const);

const waiting = new Map<Db, View[]>();
const timers = new Map<Db, ReturnType<typeof setTimeout>>();
const salts = new WeakMap<Db, { day: string; value: string }>();

/** The salt of `day` if one was made (a read only: a booking request never writes one). */
function storedSalt(db: Db, day: string): string | undefined {
  const known = salts.get(db);
  if (known?.day === day) return known.value;
  const row = db
    .select()
    .from(visitSalts)
    .all()
    .find((salt) => salt.day === day);
  if (row) salts.set(db, { day, value: row.salt });
  return row?.salt;
}

/** Today's salt: read, or made (and every earlier day's deleted) once a day. */
function saltOf(db: Db, day: string): string {
  const known = salts.get(db);
  if (known?.day === day) return known.value;
  const value = db.transaction(
    (tx) => {
      const stored = tx.select().from(visitSalts).all();
      const today = stored.find((row) => row.day === day);
      if (today && stored.length === 1) return today.salt;
      tx.delete(visitSalts).where(ne(visitSalts.day, day)).run();
      if (today) return today.salt;
      const made = randomBytes(32).toString('hex');
      tx.insert(visitSalts).values({ day, salt: made }).run();
      return made;
    },
    { behavior: 'immediate' },
  );
  salts.set(db, { day, value });
  return value;
}

/** The visitor of a day: 16 hex digits of SHA-256 of the day's salt, the address and the agent (neither kept). */
function visitorHash(saltValue: string, client: string, userAgent: string): string {
  return createHash('sha256').update(`${saltValue}\n${client}\n${userAgent}`).digest('hex').slice(0, 16);
}

const header = (headers: AnsweredRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The view a request is, or undefined when it does not count (not a page a person opened). */
export function viewOf(db: Db, request: AnsweredRequest): View | undefined {
  if (request.method !== 'GET' || request.status !== 200 || !request.contentType.startsWith('text/html')) return undefined;
  const userAgent = header(request.headers, 'user-agent');
  if (isCrawler(userAgent) || isPrefetch(request.headers)) return undefined;
  let url: URL;
  try {
    url = new URL(request.url, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (!isCountedPath(url.pathname)) return undefined;
  const ownHost = header(request.headers, 'host')?.replace(/:\d+$/, '') ?? null;
  const landing = landingOf(url, header(request.headers, 'referer'), ownHost);
  // The site's own address (SITE_URL) is inside too, whatever Host the proxy passed.
  if (landing.referrerHost && landing.referrerHost === new URL(siteUrl()).hostname.replace(/^www\./, '')) landing.referrerHost = null;
  const day = todayInBangkok(clock.currentDate());
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return {
    day,
    path: path.slice(0, MAX_PATH_LENGTH),
    locale: localeOfVisit(path),
    city: cityOfPath(path),
    // A landing with no source at all (typed, a bookmark) is `direct`; a step inside the site has none.
    source: sourceOf(landing) ?? (header(request.headers, 'referer') ? null : 'direct'),
    referrerHost: landing.referrerHost,
    utmSource: landing.utmSource,
    utmMedium: landing.utmMedium,
    utmCampaign: landing.utmCampaign,
    device: deviceClass(userAgent!),
    country: countryOf(request.headers),
    visitor: visitorHash(saltOf(db, day), request.client ?? '', userAgent!),
  };
}

/** Counts an answered request when it is a view (see the module's comment); never throws, never waits. */
export function countView(db: Db, request: AnsweredRequest): void {
  try {
    const view = viewOf(db, request);
    if (!view) return;
    const queue = waiting.get(db) ?? [];
    waiting.set(db, queue);
    if (queue.length >= MAX_WAITING) return;
    queue.push(view);
    if (queue.length >= VISIT_BATCH) flushVisits(db);
    else if (!timers.has(db)) timers.set(db, setTimeout(() => flushVisits(db), VISIT_FLUSH_MS).unref());
  } catch (error) {
    // Counting never costs a visitor their page: a failure is logged and the view forgotten.
    console.error('[visits] counting a view failed:', (error as Error).message);
  }
}

/** Writes every waiting view of `db`, in batches of VISIT_BATCH, one transaction each; answers how many were written. */
export function flushVisits(db: Db): number {
  const timer = timers.get(db);
  if (timer) clearTimeout(timer);
  timers.delete(db);
  const queue = waiting.get(db) ?? [];
  waiting.delete(db);
  let written = 0;
  // Views are figures, not a write anyone was told is stored: their commits do not wait for the disk's flush
  // (synchronous=NORMAL in WAL mode: a crash may lose the last batches, as it loses the views still waiting, and never
  // corrupts the database; the next durable commit flushes them too). With FULL, a batch's commit held the event
  // loop 12 ms (median; up to 90 ms) on this machine under load, before every request waiting behind it; without, 1 ms.
  // The connection's own level is put back before anything else runs, so a booking's commit stays durable.
  const durable = db.$client.pragma('synchronous', { simple: true });
  try {
    db.$client.pragma('synchronous = NORMAL');
    for (let start = 0; start < queue.length; start += VISIT_BATCH) {
      const batch = queue.slice(start, start + VISIT_BATCH);
      db.transaction(
        (tx) => {
          for (const view of batch) insertView(tx, view);
        },
        { behavior: 'immediate' },
      );
      written += batch.length;
    }
  } catch (error) {
    console.error('[visits] writing the views failed:', (error as Error).message);
  } finally {
    db.$client.pragma(`synchronous = ${Number(durable)}`);
  }
  return written;
}

/** The number of views waiting to be written (the metrics' and tests' view of the queue). */
export const waitingViews = (db: Db): number => waiting.get(db)?.length ?? 0;

/**
 * The visitor hash of a request today (the booking's fallback source: this visitor's landing of the day), or
 * undefined when no view was counted today (no salt: nothing to find, and nothing is written for it).
 */
export function visitorToday(
  db: Db,
  client: string | undefined,
  userAgent: string | undefined,
): { day: string; visitor: string } | undefined {
  const day = todayInBangkok(clock.currentDate());
  const salt = storedSalt(db, day);
  return salt === undefined ? undefined : { day, visitor: visitorHash(salt, client ?? '', userAgent ?? '') };
}

/** A visitor's first landing with a source on `day` (the views still waiting included), or undefined. */
export function landingOfVisitor(db: Db, day: string, visitor: string): View | undefined {
  const stored = db.$client
    .prepare<[string, string], View>(
      `SELECT source, referrer_host AS referrerHost, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign,
        day, path, locale, device, visitor FROM visits WHERE day = ? AND visitor = ? AND source IS NOT NULL ORDER BY id LIMIT 1`,
    )
    .get(day, visitor);
  return stored ?? waiting.get(db)?.find((view) => view.day === day && view.visitor === visitor && view.source);
}
