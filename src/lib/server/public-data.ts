/**
 * The public data in memory: performers, pricing items, pricing parameters and published reviews, read once per
 * database connection and kept until something changes them. Public pages, the public API and the
 * price engine read this snapshot instead of querying SQLite on every request.
 *
 * Never a stale read: the admin's write paths call `publicDataChanged(db)` after their write commits,
 * and reads also compare SQLite's `data_version`, which moves when another connection (a CLI script, a
 * second process) commits: once per synchronous run, so the reads of one run (a price's three, a page's)
 * see one snapshot and pay for one check. There is no time-based expiry.
 *
 * State is keyed to the connection (`Db` handle), so a test's temporary database never sees another's.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { performers, pricingItems, pricingParameters, reviews } from '@db/schema';
import type { Db } from './db';

/** One snapshot: every row of the three public tables, in their display order. */
export interface PublicData {
  /** Every performer, available or not, by display order then name. */
  performers: (typeof performers.$inferSelect)[];
  /** Every pricing item, active or not, by sort order then title. */
  pricingItems: (typeof pricingItems.$inferSelect)[];
  /** Every pricing parameter, active or not. */
  parameters: (typeof pricingParameters.$inferSelect)[];
  /** The published reviews, newest first: only the fields a public page may show (features/reviews). */
  reviews: PublicReview[];
  /** Increases with every rebuild of this connection's snapshot; cached pages compare it. */
  generation: number;
}

// A published review as public pages may show it: an explicit list of fields (never the booking, its customer or the links).
const publicReviewFields = {
  id: reviews.id,
  locale: reviews.locale,
  city: reviews.city,
  eventMonth: reviews.eventMonth,
  partyRating: reviews.partyRating,
  performerRatings: reviews.performerRatings,
  text: reviews.text,
  displayName: reviews.displayName,
  country: reviews.country,
  reply: reviews.reply,
};

/** A published review as the public pages read it. */
export type PublicReview = { [K in keyof typeof publicReviewFields]: (typeof reviews.$inferSelect)[K] };

interface State {
  snapshot?: PublicData;
  dataVersion: number;
  /** Whether this synchronous run has compared `data_version` already (cleared when the run ends). */
  checked: boolean;
  generation: number;
  derived: Map<string, unknown>;
}

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { dataVersion: -1, checked: false, generation: 0, derived: new Map() };
    states.set(db, state);
  }
  return state;
}

// Each connection's `PRAGMA data_version`, compiled once: read on every public read (every cached page's answer
// among them), where compiling it each time was 6% of a cached page's CPU under load (docs/performance.md).
const dataVersionReads = new WeakMap<Db, { get(): unknown }>();

function dataVersion(db: Db): number {
  let read = dataVersionReads.get(db);
  if (!read) {
    read = db.$client.prepare('PRAGMA data_version').pluck();
    dataVersionReads.set(db, read);
  }
  return Number(read.get());
}

function drop(state: State): void {
  state.snapshot = undefined;
  state.derived.clear();
  state.generation += 1;
}

/** The current snapshot of db's public data, read from SQLite when none is held or it changed. */
export function publicData(db: Db): PublicData {
  const state = stateOf(db);
  if (!state.checked) {
    state.checked = true;
    queueMicrotask(() => (state.checked = false));
    const version = dataVersion(db);
    if (version !== state.dataVersion) {
      if (state.snapshot) drop(state);
      state.dataVersion = version;
    }
  }
  state.snapshot ??= {
    performers: db.select().from(performers).orderBy(asc(performers.displayOrder), asc(performers.name), asc(performers.id)).all(),
    pricingItems: db.select().from(pricingItems).orderBy(asc(pricingItems.sortOrder), asc(pricingItems.title)).all(),
    parameters: db.select().from(pricingParameters).all(),
    reviews: db
      .select(publicReviewFields)
      .from(reviews)
      .where(eq(reviews.status, 'published'))
      .orderBy(desc(reviews.writtenAt), desc(reviews.id))
      .all(),
    generation: state.generation,
  };
  return state.snapshot;
}

/** A value computed once from the current snapshot (a filtered list, a JSON body), dropped with it. */
export function derived<T>(db: Db, key: string, compute: (data: PublicData) => T): T {
  const data = publicData(db);
  const { derived: values } = stateOf(db);
  if (!values.has(key)) values.set(key, compute(data));
  return values.get(key) as T;
}

/** Tells the snapshot that a write to performers, pricing items, parameters or published reviews has committed. */
export function publicDataChanged(db: Db): void {
  drop(stateOf(db));
}

/** Runs an admin write and then signals the change (also when it throws: part of it may have committed). */
export function writePublicData<T>(db: Db, write: () => T): T {
  try {
    return write();
  } finally {
    publicDataChanged(db);
  }
}
