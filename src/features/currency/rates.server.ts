/**
 * The exchange rates kept by the owner (table `currency_rates`): baht per one unit of GBP, AUD, EUR and USD,
 * each with when and by whom it was set. Read through the public-data snapshot (the pages' rates file reads
 * them on every request without a query); a write signals the snapshot, which also renews the page cache.
 *
 * The seam for a feed: an exchange-rate feed (none is reachable today) calls `setRates` with
 * `{ by: '<feed name>', source: 'feed' }` on a job's timer; the pages, the admin and the 14-day warning
 * read the same rows and need no change.
 */
import { currencyRates } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { derived, writePublicData } from '@/lib/server/public-data';
import { CURRENCIES, isCurrency, type BahtPerUnit, type Currency } from './currencies';
import type { CurrencyRatesInput } from './rates.schema';
import * as clock from '@/lib/clock';

/** Rates older than this many days make the admin warn. */
export const STALE_AFTER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One currency's stored rate. */
export interface StoredRate {
  currency: Currency;
  bahtPerUnit: number;
  setAt: Date;
  setBy: string;
  source: 'owner' | 'feed';
}

/** What the admin reads: each stored rate, the currencies without one and those set more than 14 days ago. */
export interface RatesReport {
  rates: StoredRate[];
  missing: Currency[];
  stale: Currency[];
  staleAfterDays: number;
}

/** Who sets the rates: a staff member's name (source 'owner') or a feed's. */
export interface RatesSetter {
  by: string;
  source: 'owner' | 'feed';
}

/** The stored rates, in the order of CURRENCIES (read once per public-data snapshot). */
export function storedRates(db: Db): StoredRate[] {
  return derived(db, 'currency_rates', () => {
    const rows = db.select().from(currencyRates).all();
    return CURRENCIES.flatMap((code) => rows.filter((row) => row.currency === code && isCurrency(row.currency)) as StoredRate[]);
  });
}

/** The rates as the customer pages use them: `{ GBP: 44.25, ... }` for each currency that has one. */
export function pageRates(db: Db): BahtPerUnit {
  return Object.fromEntries(storedRates(db).map((rate) => [rate.currency, rate.bahtPerUnit]));
}

/** The admin's view of the rates at `now`: which are missing and which are older than STALE_AFTER_DAYS. */
export function ratesReport(db: Db, now = clock.currentDate()): RatesReport {
  const rates = storedRates(db);
  const cutoff = now.getTime() - STALE_AFTER_DAYS * DAY_MS;
  return {
    rates,
    missing: CURRENCIES.filter((code) => !rates.some((rate) => rate.currency === code)),
    stale: rates.filter((rate) => rate.setAt.getTime() < cutoff).map((rate) => rate.currency),
    staleAfterDays: STALE_AFTER_DAYS,
  };
}

/** Stores each given rate (already checked by currencyRatesSchema) as set now by `setter`, in one transaction; the others keep theirs. */
export function setRates(db: Db, input: CurrencyRatesInput, setter: RatesSetter, now = clock.currentDate()): void {
  writePublicData(db, () =>
    db.transaction((tx) => {
      for (const currency of CURRENCIES) {
        const bahtPerUnit = input[currency];
        if (bahtPerUnit === undefined) continue;
        const row = { bahtPerUnit, setAt: now, setBy: setter.by, source: setter.source };
        tx.insert(currencyRates)
          .values({ currency, ...row })
          .onConflictDoUpdate({ target: currencyRates.currency, set: row })
          .run();
      }
    }),
  );
}
