/**
 * The idempotent seed: upserts the seed performers (by id), pricing items (by city, category and
 * title) and pricing parameters (by type, city and service type). Run on the first start of an
 * empty database, by `npm run db:seed`, and by the admin seed endpoint (which may ask for a dry run).
 */
import { count } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from '../schema';
import { seedPricingParameters } from './parameters';
import { seedPerformers } from './performers';
import { seedPricingItems } from './pricing';

const { performers, pricingItems, pricingParameters } = schema;

/** What a seed run did, and the table sizes afterwards (for a dry run: what they would be). */
export interface SeedResult {
  performersUpserted: number;
  pricingUpserted: number;
  parametersUpserted: number;
  finalCounts: { performers: number; pricingItems: number; pricingParameters: number };
  dryRun: boolean;
}

class DryRunRollback extends Error {}

/** Upserts all seed rows in one transaction; with dryRun the transaction is rolled back. */
export function seedDatabase(db: BetterSQLite3Database<typeof schema>, options: { dryRun?: boolean } = {}): SeedResult {
  const dryRun = options.dryRun ?? false;
  let result: SeedResult | undefined;
  try {
    db.transaction(
      (tx) => {
        for (const performer of seedPerformers) {
          const { id: _id, ...fields } = performer;
          tx.insert(performers).values(performer).onConflictDoUpdate({ target: performers.id, set: fields }).run();
        }
        for (const item of seedPricingItems) {
          tx.insert(pricingItems)
            .values(item)
            .onConflictDoUpdate({
              target: [pricingItems.location, pricingItems.category, pricingItems.title],
              set: item,
            })
            .run();
        }
        for (const parameter of seedPricingParameters) {
          tx.insert(pricingParameters)
            .values(parameter)
            .onConflictDoUpdate({
              target: [pricingParameters.parameterType, pricingParameters.location, pricingParameters.serviceType],
              set: { value: parameter.value, isActive: parameter.isActive },
            })
            .run();
        }
        const tally = (table: typeof performers | typeof pricingItems | typeof pricingParameters) =>
          tx.select({ n: count() }).from(table).get()!.n;
        result = {
          performersUpserted: seedPerformers.length,
          pricingUpserted: seedPricingItems.length,
          parametersUpserted: seedPricingParameters.length,
          finalCounts: {
            performers: tally(performers),
            pricingItems: tally(pricingItems),
            pricingParameters: tally(pricingParameters),
          },
          dryRun,
        };
        if (dryRun) throw new DryRunRollback();
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return result!;
}
