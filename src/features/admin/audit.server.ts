/** Reading the record of who did what (writing it is lib/server/audit.ts): newest first, filtered, paged. */
import { and, count, desc, eq, gte, isNull, like, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { auditLog, bookings, performers, pricingItems, pricingParameters, reviews, staff } from '@db/schema';
import { bookingReference } from '@/lib/booking-reference';
import { cityLabel } from '@/features/booking/booking-view';
import type { Db } from '@/lib/server/db';
import { bookingTarget, CUSTOMER_ACTOR, PERFORMER_ACTOR, UNKNOWN_PASSKEY_ACTOR } from '@/lib/server/audit';
import type { AuditQuery } from './audit.schema';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

// Days are Bangkok days, like every date the panel shows.
const startOfDay = (date: string) => new Date(`${date}T00:00:00+07:00`);
const nextDay = (date: string) => new Date(startOfDay(date).getTime() + 86_400_000);

/** What an entry acted on, as the panel names it in the reader's language: its kind and a name in no language. */
export interface TargetName {
  kind: 'booking' | 'performer' | 'pricing' | 'pricing_parameter' | 'review' | 'staff' | 'content' | SignInWay | 'other';
  name: string;
}

// What a sign-in names as its target: the way in (no record behind it), said by its kind.
const SIGN_IN_WAYS = { password: 'sign_in_password', passkey: 'sign_in_passkey' } as const;
type SignInWay = (typeof SIGN_IN_WAYS)[keyof typeof SIGN_IN_WAYS];

// How the panel names a record the log keeps by id: a booking by its reference, a performer or a person by name, a
// price or parameter by what and where, a review by its booking's reference (a record since deleted: the id's start).
const NAMERS: Record<string, (db: Db, id: string) => TargetName | undefined> = {
  booking: (_db, reference) => ({ kind: 'booking', name: reference }),
  performer: (db, id) => {
    const row = db.select({ name: performers.name }).from(performers).where(eq(performers.id, id)).get();
    return row && { kind: 'performer', name: row.name };
  },
  pricing: (db, id) => {
    const row = db
      .select({ title: pricingItems.title, location: pricingItems.location })
      .from(pricingItems)
      .where(eq(pricingItems.id, id))
      .get();
    return row && { kind: 'pricing', name: `${row.title} · ${cityLabel(row.location)}` };
  },
  'pricing-parameter': (db, id) => {
    const row = db
      .select({ type: pricingParameters.parameterType, location: pricingParameters.location, serviceType: pricingParameters.serviceType })
      .from(pricingParameters)
      .where(eq(pricingParameters.id, id))
      .get();
    return (
      row && {
        kind: 'pricing_parameter',
        name: `${row.type}${row.serviceType === 'NONE' ? '' : ` ${row.serviceType}`} · ${cityLabel(row.location)}`,
      }
    );
  },
  review: (db, id) => {
    const row = db.select({ bookingId: reviews.bookingId }).from(reviews).where(eq(reviews.id, id)).get();
    return row && { kind: 'review', name: bookingReference(row.bookingId) };
  },
  // A site text by its catalogue key (the panel's Contenuti lists it so).
  content: (_db, key) => ({ kind: 'content', name: key }),
  staff: (db, id) => {
    const row = db.select({ name: staff.name }).from(staff).where(eq(staff.id, id)).get();
    return row && { kind: 'staff', name: row.name };
  },
};

/** An entry's target as the panel names it (kind and name); a record no namer knows or since deleted by the start of its id. */
export function targetName(db: Db, target: string | null): TargetName | null {
  if (!target) return null;
  const space = target.indexOf(' ');
  if (space <= 0)
    return Object.hasOwn(SIGN_IN_WAYS, target)
      ? { kind: SIGN_IN_WAYS[target as keyof typeof SIGN_IN_WAYS], name: '' }
      : { kind: 'other', name: target };
  const [kind, id] = [target.slice(0, space), target.slice(space + 1)];
  return NAMERS[kind]?.(db, id) ?? { kind: 'other', name: `${kind} ${id.slice(0, 8)}` };
}

/** An entry as the API answers it. */
export function auditItem(row: typeof auditLog.$inferSelect) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    staffId: row.staffId,
    role: row.role,
    action: row.action,
    target: row.target,
    changes: row.changes,
    ip: row.ip,
  };
}

/** One page of the record: `{items, total, totalPages}`. */
export function listAudit(db: Db, query: AuditQuery) {
  const where: SQL[] = [];
  // The password's entries have no staff id; neither have the customers' and performers' own changes nor the failed
  // passkey sign-ins, which are not the owner's.
  if (query.person === 'password')
    where.push(
      isNull(auditLog.staffId),
      notInArray(auditLog.actor, [CUSTOMER_ACTOR.name, PERFORMER_ACTOR.name, UNKNOWN_PASSKEY_ACTOR.name]),
    );
  else if (query.person) where.push(eq(auditLog.staffId, query.person));
  if (query.action) where.push(or(eq(auditLog.action, query.action), like(auditLog.action, `${query.action.replace(/[%_]/g, '')}.%`))!);
  if (query.from) where.push(gte(auditLog.at, startOfDay(query.from)));
  if (query.to) where.push(lt(auditLog.at, nextDay(query.to)));
  const filter = where.length ? and(...where) : undefined;
  const total = db.select({ n: count() }).from(auditLog).where(filter).get()!.n;
  const items = db
    .select()
    .from(auditLog)
    .where(filter)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .all()
    .map((row) => ({ ...auditItem(row), targetName: targetName(db, row.target) }));
  return { items, total, totalPages: Math.ceil(total / query.pageSize) };
}

/** A booking's history, oldest first (Booking Details: "Confermata da Giulia, 14/03 21:05"); the IP addresses only for the owner. */
export function bookingHistory(db: Db, bookingId: string, withAddresses: boolean) {
  if (!db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).get()) throw agencyBookingNotFound();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, bookingTarget(bookingId)))
    .orderBy(auditLog.at, auditLog.id)
    .all()
    .map((row) => ({ ...auditItem(row), ip: withAddresses ? row.ip : null }));
}
