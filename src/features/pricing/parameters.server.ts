/** Admin work on pricing parameters; the unique type + location + service type is enforced by SQLite. */
import { asc, eq } from 'drizzle-orm';
import { pricingParameters } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import { writePublicData } from '@/lib/server/public-data';
import type { ParameterInput } from './parameters.schema';

/** A stored pricing parameter. */
export type PricingParameter = typeof pricingParameters.$inferSelect;
/** The 404 of a pricing parameter id the agency's routes do not know: 'Pricing parameter not found', code `pricing_parameter_not_found`. */
export const parameterNotFound = (): HttpError => refuse(404, { code: 'pricing_parameter_not_found', params: {} });

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');

/** Runs a write (signalling the public-data snapshot); a duplicate key becomes the 409 the admin sees. */
function write(db: Db, run: () => PricingParameter): PricingParameter {
  try {
    return writePublicData(db, run);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, { code: 'pricing_parameter_taken', params: {} });
    throw error;
  }
}

/** Every parameter, by type, city and service type. */
export function listParameters(db: Db): PricingParameter[] {
  return db
    .select()
    .from(pricingParameters)
    .orderBy(asc(pricingParameters.parameterType), asc(pricingParameters.location), asc(pricingParameters.serviceType))
    .all();
}

/** One parameter, or undefined. */
export function findParameter(db: Db, id: string): PricingParameter | undefined {
  return db.select().from(pricingParameters).where(eq(pricingParameters.id, id)).get();
}

/** Adds a parameter; throws 409 on a duplicate key. */
export function createParameter(db: Db, input: ParameterInput): PricingParameter {
  return write(db, () => db.insert(pricingParameters).values(input).returning().get());
}

/** Replaces a parameter's fields; throws 409 on a duplicate key. */
export function updateParameter(db: Db, id: string, input: ParameterInput): PricingParameter {
  return write(db, () => db.update(pricingParameters).set(input).where(eq(pricingParameters.id, id)).returning().get());
}

/** Deletes a parameter; false when there was none. */
export function deleteParameter(db: Db, id: string): boolean {
  return writePublicData(db, () => db.delete(pricingParameters).where(eq(pricingParameters.id, id)).run().changes > 0);
}
