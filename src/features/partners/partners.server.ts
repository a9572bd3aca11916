/**
 * The owner's partners and their codes: list, create, edit (deactivating is an edit of `active`), and the one
 * rule of what a code a customer carries gives: the partner and its terms, or the reason it gives nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { partners } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import type { ErrorReason } from '@/lib/error-codes';
import type { DiscountTerms } from '@/features/pricing/price-engine.server';
import type { PartnerCodeRefusal } from './partner-errors';
import { PARTNER_CODE, type PartnerInput } from './partner.schema';

/** A stored partner. */
export type Partner = typeof partners.$inferSelect;

/** The 404 of a partner id the owner's routes do not know (`partner_not_found`). */
export const partnerNotFound = (): HttpError => refuse(404, { code: 'partner_not_found', params: {} });

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');

function write<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, { code: 'partner_code_taken', params: {} });
    throw error;
  }
}

/** Every partner, by name. */
export function listPartners(db: Db): Partner[] {
  return db.select().from(partners).orderBy(asc(partners.name), asc(partners.code)).all();
}

/** One partner, or undefined. */
export function findPartner(db: Db, id: string): Partner | undefined {
  return db.select().from(partners).where(eq(partners.id, id)).get();
}

/** Adds a partner; 409 when its code is taken. */
export function createPartner(db: Db, input: PartnerInput): Partner {
  return write(() => db.insert(partners).values(input).returning().get());
}

/** Replaces a partner's fields; 409 when the new code is another's. Bookings keep the terms they were agreed with. */
export function updatePartner(db: Db, id: string, input: PartnerInput): Partner {
  return write(() => db.update(partners).set(input).where(eq(partners.id, id)).returning().get());
}

/** A partner's customer discount as the price engine applies it. */
export const discountTerms = (
  partner: Pick<Partner, 'discountKind' | 'discountValue' | 'discountMax' | 'discountMinTotal'>,
): DiscountTerms => ({
  kind: partner.discountKind,
  value: partner.discountValue,
  max: partner.discountMax,
  minTotal: partner.discountMinTotal,
});

/** What a carried code gives on a Bangkok day: its partner, or the refusal a customer is told. */
export type CodeOutcome = { partner: Partner } | { refusal: PartnerCodeRefusal; code: string };

/** The partner a code attributes on `day` (YYYY-MM-DD): unknown, inactive or out of its dates gives a refusal. */
export function partnerForCode(db: Db, rawCode: string, day: string): CodeOutcome {
  const code = rawCode.trim().toUpperCase();
  // A code that cannot exist is said back shortened, never at the length it came.
  const said = code.slice(0, 32);
  if (!PARTNER_CODE.test(code)) return { refusal: 'partner_code_unknown', code: said };
  const partner = db.select().from(partners).where(eq(partners.code, code)).get();
  if (!partner) return { refusal: 'partner_code_unknown', code: said };
  if (!partner.active) return { refusal: 'partner_code_inactive', code: said };
  if ((partner.validFrom && day < partner.validFrom) || (partner.validTo && day > partner.validTo))
    return { refusal: 'partner_code_expired', code: said };
  return { partner };
}

/**
 * The 400 of a code that gives nothing, on the `partnerCode` field: its code and params, so the form says it in the
 * reader's language and the customer can remove the code and book without it.
 */
export function partnerCodeError(outcome: { refusal: PartnerCodeRefusal; code: string }): HttpError {
  const reason: ErrorReason<PartnerCodeRefusal> = { code: outcome.refusal, params: { code: outcome.code } };
  return refuse(400, reason, { field: 'partnerCode' });
}
