/**
 * The record of who did what: one appended entry per admin write (and per sign-in, failed sign-in and
 * export), written by withAdmin's hook so a route cannot forget it. Entries name a booking by its
 * reference and fields by name; a value is kept only when it is short and the field can never hold a
 * customer's name, contact or address. Nothing here updates or deletes an entry; the retention purge does.
 */
import type { APIContext } from 'astro';
import { asc, eq } from 'drizzle-orm';
import { auditLog, bookingPerformers, bookings, partners, performers, pricingItems, pricingParameters, type StaffRole } from '@db/schema';
import { CUSTOMER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME } from '@/lib/actor-names';
import { bookingReference, isBookingId } from '@/lib/booking-reference';
import type { Db } from './db';
import { clientAddress, readBodyOf } from './request';
import * as clock from '@/lib/clock';

/** One changed field: its name and, when safe to keep, a short before and after. */
export interface AuditChange {
  field: string;
  from?: string;
  to?: string;
}

/** Who acted: a person, the bootstrap owner (staffId null), or nobody known (a failed sign-in). */
export interface AuditActor {
  staffId: string | null;
  name: string;
  role: StaffRole | null;
}

/** Who the record names for a customer's own change from the dashboard: never their name or address. */
export const CUSTOMER_ACTOR: AuditActor = { staffId: null, name: CUSTOMER_NAME, role: null };

/** Who the record names for a performer's own change from his portal (the entry's target names which performer). */
export const PERFORMER_ACTOR: AuditActor = { staffId: null, name: PERFORMER_NAME, role: null };

/** Who the record names for a passkey sign-in that failed: nobody known. */
export const UNKNOWN_PASSKEY_ACTOR: AuditActor = { staffId: null, name: UNKNOWN_PASSKEY_NAME, role: null };

/** An entry as a writer gives it. */
export interface AuditInput {
  actor: AuditActor;
  action: string;
  target?: string | null;
  changes?: AuditChange[];
  ip?: string | null;
  at?: Date;
}

/**
 * What a handler may add to its write's entry through `locals.audit` (a target the path does not name, changes).
 * @public (src/env.d.ts types `locals.audit` with it)
 */
export interface AuditNote {
  action?: string;
  target?: string;
  changes?: AuditChange[];
}

// Fields that may hold a customer's (or applicant's) name, contact or address, or free text or data that
// could: named, never copied.
const PERSONAL_FIELD =
  /name|mail|phone|address|contact|message|note|request|slip|password|token|ip|whatsapp|line|instagram|overrideReason|additionalData/i;
const MAX_VALUE = 40;

/** A value as the record may keep it: short text for a plain value of a non-personal field, else nothing. */
export function safeValue(field: string, value: unknown): string | undefined {
  if (PERSONAL_FIELD.test(field)) return undefined;
  if (value === null) return 'null';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const text = String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** Appends one entry. */
export function appendAudit(db: Pick<Db, 'insert'>, entry: AuditInput): void {
  db.insert(auditLog)
    .values({
      at: entry.at ?? clock.currentDate(),
      staffId: entry.actor.staffId,
      actor: entry.actor.name,
      role: entry.actor.role,
      action: entry.action,
      target: entry.target ?? null,
      changes: (entry.changes ?? []).map(({ field, from, to }) => ({ field, from: safeValue(field, from), to: safeValue(field, to) })),
      ip: entry.ip ?? null,
    })
    .run();
}

/** The record's name of a booking: `booking ABCD1234`. */
export const bookingTarget = (id: string) => `booking ${bookingReference(id)}`;

/** A booking's columns the record never diffs: its clocks and secrets (they change on their own or must not be named). */
export const UNRECORDED_BOOKING_COLUMNS = new Set([
  'createdAt',
  'confirmTokenHash',
  'browserKeyHash',
  'waiterPackage',
  'reminderSentAt',
  'holdReminderSentAt',
  'advanceReportedAt',
  'heldSince',
]);

/** A booking as the record diffs it: every column but clocks and secrets, and its performers by name and role. */
function bookingSnapshot(db: Db, id: string): Record<string, unknown> | undefined {
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row) return undefined;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(row).filter(([key]) => !UNRECORDED_BOOKING_COLUMNS.has(key)));
  fields.performers = db
    .select({ name: performers.name, role: bookingPerformers.role })
    .from(bookingPerformers)
    .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
    .where(eq(bookingPerformers.bookingId, id))
    .orderBy(asc(bookingPerformers.role), asc(performers.name))
    .all()
    .map((p) => `${p.name} (${p.role})`)
    .join(', ');
  return fields;
}

// Records whose own fields are diffed before and after a write (a personal field's values are dropped by safeValue);
// a partner's change shows its terms before and after (its name and contact only by name).
const SNAPSHOTS: Record<string, (db: Db, id: string) => Record<string, unknown> | undefined> = {
  bookings: bookingSnapshot,
  performers: (db, id) => {
    const row = db.select().from(performers).where(eq(performers.id, id)).get();
    if (!row) return undefined;
    const { createdAt: _created, ...fields } = row;
    return fields;
  },
  pricing: (db, id) => db.select().from(pricingItems).where(eq(pricingItems.id, id)).get(),
  'pricing-parameters': (db, id) => db.select().from(pricingParameters).where(eq(pricingParameters.id, id)).get(),
  partners: (db, id) => db.select().from(partners).where(eq(partners.id, id)).get(),
};

/** What a write is: its action (`bookings.status`, `performers.create`) and target, from the route's path and params. */
export function describeWrite(pathname: string, method: string, params: Record<string, string | undefined>) {
  const ids = new Set(Object.values(params).filter((v): v is string => Boolean(v)));
  const parts = pathname
    .replace(/^\/api\/(admin\/)?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const resource = parts[0] ?? 'admin';
  const named = parts.filter((p) => !ids.has(p));
  const endsWithId = parts.length > 1 && ids.has(parts[parts.length - 1]!);
  const verb = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }[method] ?? method.toLowerCase();
  const action = named.length > 1 && !endsWithId ? named.join('.') : `${named.join('.')}.${verb}`;
  const id = params.id;
  const target = id ? (resource === 'bookings' && isBookingId(id) ? bookingTarget(id) : `${resource.replace(/s$/, '')} ${id}`) : null;
  return { action, target, resource, id };
}

/** Field-by-field differences of two snapshots of a record. */
function diff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): AuditChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const from = before?.[field];
    const to = after?.[field];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes.push({ field, from: from as string, to: to as string });
  }
  return changes;
}

/** The fields a JSON body sets, as changes with only an `after` (used when no snapshot of the record exists). */
function bodyChanges(body: unknown): AuditChange[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>).map(([field, to]) => ({ field, to: to as string }));
}

/**
 * Runs an admin write and records it: snapshots the record before and after where one is known
 * (bookings, performers, prices, parameters; a POST to one of them too, like the Confirm dialog), else
 * (or when the record's own fields did not change) the body's field names; one entry per successful
 * write (status below 400), none for a refused one.
 */
export async function auditedWrite(db: Db, context: APIContext, actor: AuditActor, run: () => Promise<Response>): Promise<Response> {
  const { action, target, resource, id } = describeWrite(context.url.pathname, context.request.method, context.params);
  const snapshot = id ? SNAPSHOTS[resource] : undefined;
  const before = snapshot?.(db, id!);
  context.locals.audit = {};
  const response = await run();
  if (response.status >= 400) return response;
  const note = context.locals.audit;
  let changes: AuditChange[];
  if (note.changes) changes = note.changes;
  else {
    changes = snapshot ? diff(before, snapshot(db, id!)) : [];
    if (changes.length === 0) changes = bodyChanges(readBodyOf(context.request) ?? null);
  }
  appendAudit(db, { actor, action: note.action ?? action, target: note.target ?? target, changes, ip: clientAddress(context) });
  return response;
}
