/**
 * Page views counted by the server, without a cookie or any storage in the browser: server/serve.mjs hands every
 * answered GET to `countView` (through the start-up's hook, as it cannot import the app), after the answer went
 * out, so no page waits. A view is kept only for a public page a person opened (no crawler, prefetch or private
 * page); its address and user agent only feed the visitor hash, salted anew each Bangkok day (the salt of an
 * earlier day is deleted when the day's is made, so a hash cannot be tied to a person or across days). Views
 * wait in memory and are written together (one transaction per batch, never one per view).
 */
import { createHash, randomBytes } from 'node:crypto';
import { getTableColumns, ne } from 'drizzle-orm';
import { visitSalts, visits } from '@db/schema';
import { perConnection, type Db } from '@/lib/server/db';
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
  ORIGIN_COLUMNS,
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

/** A view waiting to be written, with how many identical views it stands for (`views`). */
type View = typeof visits.$inferInsert & { views: number };

/** Views written together at most (one transaction), and the most that may wait (more are dropped, never the page). */
export const VISIT_BATCH = 500;
const MAX_WAITING = 20_000;
/** How long a view may wait before its batch is written. */
export const VISIT_FLUSH_MS = 2_000;

// Every column of a view, written ROWS_PER_INSERT rows per compiled INSERT inside the batch's transaction:
// under load a drizzle multi-row INSERT of 500 views cost a counted page about a tenth of its CPU, one compiled INSERT
// per view (each value converted, each statement run and its AUTOINCREMENT sequence row written) still about a twentieth.
const VIEW_KEYS = [
  'day',
  'path',
  'locale',
  'city',
  ...ORIGIN_COLUMNS,
  'country',
  'visitor',
  'views',
] as const satisfies readonly (keyof View)[];
const ROWS_PER_INSERT = 50;
/** What makes two views one row: every column but the count. */
const ROW_KEYS = VIEW_KEYS.filter((key) => key !== 'views');

const viewWriter = perConnection((client) => {
  const columns = getTableColumns(visits);
  const names = VIEW_KEYS.map((key) => `"${columns[key].name}"`).join(', ');
  const row = `(${VIEW_KEYS.map(() => '?').join(', ')})`;
  const insert = (rows: number) => client.prepare(`INSERT INTO "visits" (${names}) VALUES ${Array(rows).fill(row).join(', ')}`);
  const many = insert(ROWS_PER_INSERT);
  const one = insert(1);
  const values = (views: View[]) => views.flatMap((view) => VIEW_KEYS.map((key) => view[key] ?? null));
  // One immediate transaction per batch: whole statements of ROWS_PER_INSERT views, then the rest one by one.
  return client
    .transaction((batch: View[]) => {
      const whole = batch.length - (batch.length % ROWS_PER_INSERT);
      for (let start = 0; start < whole; start += ROWS_PER_INSERT) many.run(values(batch.slice(start, start + ROWS_PER_INSERT)));
      for (const view of batch.slice(whole)) one.run(values([view]));
    })
    .immediate.bind(null);
});

// The answered requests not judged yet, and the views judged from them not written yet: one row per visitor, page, day
// and origin, counting its identical views (a reload, a visitor opening the same page again before the batch is written).
const answered = new Map<Db, AnsweredRequest[]>();
const waiting = new Map<Db, Map<string, View>>();
const timers = new Map<Db, ReturnType<typeof setTimeout>>();
const soon = new Map<Db, ReturnType<typeof setImmediate>>();
// The day's salt as last read or made; `value` undefined when the day has none yet (only saltOf makes one, and it
// sets this), so a day of bookings before any page view reads the table once, not once per booking.
const salts = new WeakMap<Db, { day: string; value: string | undefined }>();

/** The salt of `day` if one was made (a read only: a booking request never writes one). */
function storedSalt(db: Db, day: string): string | undefined {
  const known = salts.get(db);
  if (known?.day === day) return known.value;
  const value = db
    .select()
    .from(visitSalts)
    .all()
    .find((salt) => salt.day === day)?.salt;
  salts.set(db, { day, value });
  return value;
}

/** Today's salt: read, or made (and every earlier day's deleted) once a day. */
function saltOf(db: Db, day: string): string {
  const known = salts.get(db);
  if (known?.day === day && known.value !== undefined) return known.value;
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

/** The view a request counted on `day` is, or undefined when it does not count (not a page a person opened). */
function viewOf(db: Db, request: AnsweredRequest, day: string, memo: BatchMemo): View | undefined {
  const userAgent = header(request.headers, 'user-agent');
  // A batch holds a few agents many times: each one judged once.
  let device = memo.devices.get(userAgent ?? '');
  if (device === undefined) memo.devices.set(userAgent ?? '', (device = isCrawler(userAgent) ? null : deviceClass(userAgent!)));
  if (device === null) return undefined;
  const referer = header(request.headers, 'referer');
  const host = header(request.headers, 'host');
  // A batch holds the same address from the same origin many times: each one read once.
  const placeKey = `${request.url}\n${referer ?? ''}\n${host ?? ''}`;
  let place = memo.places.get(placeKey);
  if (place === undefined) memo.places.set(placeKey, (place = placeOf(request.url, referer, host)));
  if (place === null) return undefined;
  return {
    day,
    ...place,
    device,
    country: countryOf(request.headers),
    visitor: hashOnce(db, day, request.client ?? '', userAgent!, memo.hashes),
    views: 1,
  };
}

/** What a view's address and referrer say: its page and origin columns, or null for an address that is not counted. */
type Place = Pick<View, 'path' | 'locale' | 'city' | Exclude<(typeof ORIGIN_COLUMNS)[number], 'device'>>;

/** The page and origin of a request's address, referrer and Host (null: not a counted page). */
function placeOf(address: string, referer: string | undefined, host: string | undefined): Place | null {
  let url: URL;
  try {
    url = new URL(address, 'http://site.invalid');
  } catch {
    return null;
  }
  if (!isCountedPath(url.pathname)) return null;
  const landing = landingOf(url, referer, host?.replace(/:\d+$/, '') ?? null);
  // The site's own address (SITE_URL) is inside too, whatever Host the proxy passed.
  if (landing.referrerHost && landing.referrerHost === new URL(siteUrl()).hostname.replace(/^www\./, '')) landing.referrerHost = null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return {
    path: path.slice(0, MAX_PATH_LENGTH),
    locale: localeOfVisit(path),
    city: cityOfPath(path),
    // A landing with no source at all (typed, a bookmark) is `direct`; a step inside the site has none.
    source: sourceOf(landing) ?? (referer ? null : 'direct'),
    referrerHost: landing.referrerHost,
    utmSource: landing.utmSource,
    utmMedium: landing.utmMedium,
    utmCampaign: landing.utmCampaign,
  };
}

/**
 * What a batch has already worked out: visitor hashes by day, address and agent; device classes by agent (null: a
 * crawler); pages and origins by address, referrer and Host (null: not counted).
 */
interface BatchMemo {
  hashes: Map<string, string>;
  devices: Map<string, ReturnType<typeof deviceClass> | null>;
  places: Map<string, Place | null>;
}

/** The visitor hash of an address and agent on `day`, computed once per batch for a visitor's several pages. */
function hashOnce(db: Db, day: string, client: string, userAgent: string, hashes: Map<string, string>): string {
  const key = `${day}\n${client}\n${userAgent}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = visitorHash(saltOf(db, day), client, userAgent);
    hashes.set(key, hash);
  }
  return hash;
}

/** Whether an answered request is a page a browser opened (a GET answered with a page, no prefetch). */
const isPageOpened = (request: AnsweredRequest): boolean =>
  request.method === 'GET' && request.status === 200 && request.contentType.startsWith('text/html') && !isPrefetch(request.headers);

/** Judges the answered requests of `db` kept so far: each one a person's view joins the views waiting to be written. */
function judgeAnswered(db: Db): Map<string, View> {
  const queue = waiting.get(db) ?? new Map<string, View>();
  waiting.set(db, queue);
  const kept = answered.get(db);
  if (!kept) return queue;
  answered.delete(db);
  const memo: BatchMemo = { hashes: new Map(), devices: new Map(), places: new Map() };
  // The views of this batch by everything they are made from: the same request again is counted on its view at once.
  const byRequest = new Map<string, View | null>();
  // A batch is dated when it is judged, not when each request was answered: a view answered just before Bangkok's
  // midnight and judged after it counts on the new day, so it never asks for yesterday's salt once today's exists
  // (that would delete today's and give the rest of the day's visitors other hashes).
  const day = todayInBangkok(clock.currentDate());
  for (const request of kept) {
    try {
      if (!isPageOpened(request)) continue;
      const { headers } = request;
      const requestKey = `${request.url}\n${header(headers, 'referer') ?? ''}\n${header(headers, 'host') ?? ''}\n${
        header(headers, 'user-agent') ?? ''
      }\n${request.client ?? ''}\n${countryOf(headers) ?? ''}`;
      const seen = byRequest.get(requestKey);
      if (seen !== undefined) {
        if (seen) seen.views += 1;
        continue;
      }
      const view = viewOf(db, request, day, memo);
      if (!view) {
        byRequest.set(requestKey, null);
        continue;
      }
      // The same view from another request (every column alike) counts on the row already waiting.
      const key = ROW_KEYS.map((column) => view[column] ?? '').join('\u0000');
      const same = queue.get(key);
      if (same) same.views += 1;
      else queue.set(key, view);
      byRequest.set(requestKey, same ?? view);
    } catch (error) {
      // Counting never costs a visitor their page: a failure is logged and the view forgotten.
      console.error('[visits] counting a view failed:', (error as Error).message);
    }
  }
  return queue;
}

/**
 * Counts an answered request when it is a view (see the module's comment); never throws, never waits. On the request's
 * turn it only keeps the request: a full batch is judged and written on a later turn, the rest within VISIT_FLUSH_MS.
 */
export function countView(db: Db, request: AnsweredRequest): void {
  let queue = answered.get(db);
  if (!queue) answered.set(db, (queue = []));
  if (queue.length >= MAX_WAITING) return;
  queue.push(request);
  if (queue.length >= VISIT_BATCH) {
    if (!soon.has(db))
      soon.set(
        db,
        setImmediate(() => flushVisits(db)),
      );
  } else if (!timers.has(db)) timers.set(db, setTimeout(() => flushVisits(db), VISIT_FLUSH_MS).unref());
}

/** Writes every waiting view of `db`, in batches of VISIT_BATCH rows, one transaction each; answers how many views were written. */
export function flushVisits(db: Db): number {
  const timer = timers.get(db);
  if (timer) clearTimeout(timer);
  timers.delete(db);
  const immediate = soon.get(db);
  if (immediate) clearImmediate(immediate);
  soon.delete(db);
  const queue = [...judgeAnswered(db).values()];
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
      viewWriter(db)(batch);
      written += batch.reduce((sum, view) => sum + view.views, 0);
    }
  } catch (error) {
    console.error('[visits] writing the views failed:', (error as Error).message);
  } finally {
    db.$client.pragma(`synchronous = ${Number(durable)}`);
  }
  return written;
}

/** The number of views waiting to be written (the metrics' and tests' view of the queue; judges the kept requests). */
export const waitingViews = (db: Db): number => [...judgeAnswered(db).values()].reduce((sum, view) => sum + view.views, 0);

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
  return stored ?? [...judgeAnswered(db).values()].find((view) => view.day === day && view.visitor === visitor && view.source);
}
