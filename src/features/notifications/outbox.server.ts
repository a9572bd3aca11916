/**
 * The e-mail outbox: every message the site sends is written here, in the transaction of the change
 * that causes it, and delivered by the sender (./sender.server.ts). A request therefore answers
 * without waiting for the SMTP server, and a message committed before a crash is still sent after it.
 */
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import { outbox, type OutboxStatus } from '@db/schema';
import { clientOf, preparedInsert, type Db, type DbTransaction } from '@/lib/server/db';
import type { MailMessage } from '@/lib/server/mail';
import { defineJob } from '@/lib/server/jobs';
import * as clock from '@/lib/clock';

/** A database or an open transaction: a message is written with the change that causes it. */
export type OutboxWriter = Pick<Db, 'insert'>;

/** The stored form of a message: JSON, with attachment contents in base64. */
export interface StoredMail {
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string; cid?: string }[];
  /** The message carries a live token (a sign-in, invitation or confirm link): its body is cleared once it is sent or given up. */
  holdsToken?: true;
  /** Its List-Unsubscribe address (MailMessage.unsubscribe). */
  unsubscribe?: string;
}

/** What a token message's body becomes once it was sent or given up: nothing of it is kept. */
export const CLEARED_BODY = { cleared: true } as const;

/** Minutes a sent or given-up token message's row (recipient, subject, status: never its body) is kept. */
export const TOKEN_MAIL_RETENTION_MINUTES = 15;

/**
 * What an outbox message is about: its kind (a stable name), the booking it concerns, or the contact
 * message or application it announces. A message that names a booking or an entry must carry its id:
 * deletions, erasures and the purge find the mail by these ids and by its recipient, never by its text.
 */
export interface MailMeta {
  kind: string;
  bookingId?: string | null;
  entryId?: string | null;
  /** The message carries a live token (sign-in, invitation, confirm link): kept only until it is sent. */
  holdsToken?: boolean;
}

/** The kind of the admin's booking confirmation, which the bookings list reports when it failed. */
export const BOOKING_CONFIRMATION_KIND = 'booking-confirmation';

const wakeListeners = new Set<(client: Database.Database) => void>();

/** Lets the sender hear of new messages (it registers itself; this module never imports it). */
export function onMailEnqueued(listener: (client: Database.Database) => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Writes a message to the outbox with `db`, which may be the caller's open transaction: the row
 * commits or rolls back with the caller's change. Synchronous (better-sqlite3). Returns the row id.
 */
export function enqueueMail(db: OutboxWriter, message: MailMessage, meta: MailMeta): string {
  const body: StoredMail = {
    text: message.text,
    ...(message.html !== undefined && { html: message.html }),
    ...(message.replyTo !== undefined && { replyTo: message.replyTo }),
    ...(message.attachments?.length && {
      attachments: message.attachments.map(({ content, ...rest }) => ({ ...rest, content: Buffer.from(content).toString('base64') })),
    }),
    ...(meta.holdsToken && { holdsToken: true as const }),
    ...(message.unsubscribe !== undefined && { unsubscribe: message.unsubscribe }),
  };
  return insertMessage(db, { ...about(meta), recipient: message.to, subject: message.subject, body });
}

const about = (meta: MailMeta) => ({ kind: meta.kind, bookingId: meta.bookingId ?? null, entryId: meta.entryId ?? null });

// Most requests that write queue a message: compiled once per connection.
// Its first attempt and creation are the clock's now, not SQLite's own (a test that sets the clock sees its mail sent).
const insertRow = preparedInsert(outbox, [
  'id',
  'kind',
  'bookingId',
  'entryId',
  'recipient',
  'subject',
  'body',
  'nextAttemptAt',
  'createdAt',
]);

function insertMessage(db: OutboxWriter, row: Omit<Parameters<typeof insertRow>[1], 'id' | 'nextAttemptAt' | 'createdAt'>): string {
  const id = crypto.randomUUID();
  const now = clock.currentDate();
  insertRow(db, { id, ...row, nextAttemptAt: now, createdAt: now });
  wakeAfterCommit(db);
  return id;
}

// A synchronous transaction has committed (or rolled back) before the next turn of the event loop,
// so the sender woken then sees the row at once, and never a row that is not yet visible.
function wakeAfterCommit(db: OutboxWriter): void {
  const client = clientOf(db);
  setImmediate(() => wakeListeners.forEach((listener) => listener(client)));
}

/** Builds a message's body at send time from the data stored with it (for parts too costly to build on a request). */
export type MailComposer = (data: never) => Promise<Omit<MailMessage, 'to' | 'subject'>>;

/** A message composed by the sender: recipient and subject now, the body from `compose(data)` at send time. */
export interface DeferredMail {
  to: string;
  subject: string;
  compose: string;
  data: unknown;
}

const composers = new Map<string, MailComposer>();

/** Registers a composer under a stable name (the feature that owns the e-mail does, when loaded). */
export function registerMailComposer(name: string, composer: MailComposer): void {
  composers.set(name, composer);
}

/** Like enqueueMail, for a message whose body the sender composes (with the named composer) when it sends it. */
export function enqueueDeferredMail(db: OutboxWriter, mail: DeferredMail, meta: MailMeta): string {
  return insertMessage(db, {
    ...about(meta),
    recipient: mail.to,
    subject: mail.subject,
    body: { compose: mail.compose, data: mail.data },
  });
}

/** The message a stored row sends, composing its body when it was stored as a composer's data. */
export async function mailOf(row: { recipient: string; subject: string; body: unknown }): Promise<MailMessage> {
  const head = { to: row.recipient, subject: row.subject };
  const deferred = row.body as { compose?: string; data?: unknown };
  if (typeof deferred.compose === 'string') {
    const composer = composers.get(deferred.compose);
    if (!composer) throw new Error(`no mail composer named ${deferred.compose}`);
    return { ...(await composer(deferred.data as never)), ...head };
  }
  const body = row.body as StoredMail;
  if (isCleared(row.body)) throw new Error('the message held a token and was cleared once it was sent or given up');
  return {
    ...head,
    text: body.text,
    ...(body.html !== undefined && { html: body.html }),
    ...(body.replyTo !== undefined && { replyTo: body.replyTo }),
    ...(body.unsubscribe !== undefined && { unsubscribe: body.unsubscribe }),
    ...(body.attachments && {
      attachments: body.attachments.map(({ content, ...rest }) => ({ ...rest, content: Buffer.from(content, 'base64') })),
    }),
  };
}

/** Whether a stored body is one a token message leaves once sent or given up. */
export function isCleared(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { cleared?: unknown }).cleared === true;
}

/** The body a message keeps after it was sent or given up: a token message's is cleared, any other is kept (undefined: unchanged). */
export function bodyAfterSending(body: unknown): typeof CLEARED_BODY | undefined {
  return (body as StoredMail | null)?.holdsToken ? CLEARED_BODY : undefined;
}

/**
 * Deletes the token messages (cleared once sent or given up) older than TOKEN_MAIL_RETENTION_MINUTES at `now`;
 * returns how many. The request purge runs it every 15 minutes.
 */
export function purgeTokenMail(db: Db, now = clock.now()): number {
  const cutoff = now - TOKEN_MAIL_RETENTION_MINUTES * 60_000;
  return db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.status, ['sent', 'failed']),
        sql`json_extract(${outbox.body}, '$.cleared') = 1`,
        lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, cutoff),
      ),
    )
    .run().changes;
}

/** The purge of token messages as a background job (src/lib/server/jobs.ts), every 5 minutes; started by src/startup.ts. */
export const tokenMailPurgeJob = defineJob({
  name: 'token-mail-purge',
  every: 5 * 60_000,
  run: (db, now) => ({ deleted: purgeTokenMail(db, now) }),
});

/** A message as the admin panel lists it (no body: the view shows where it went and what happened). */
export interface OutboxEntry {
  id: string;
  kind: string;
  bookingId: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  tries: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}

const entryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  bookingId: outbox.bookingId,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  tries: outbox.tries,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

/** The outbox for the admin panel: one status (a message being handed over counts as queued), newest first. */
export function listOutbox(db: Db, status: 'queued' | 'sent' | 'failed', limit = 200): OutboxEntry[] {
  const statuses: OutboxStatus[] = status === 'queued' ? ['queued', 'sending'] : [status];
  // One status at a time, so each reads its newest messages in index order instead of sorting them all.
  return statuses
    .flatMap((one) => db.select(entryColumns).from(outbox).where(eq(outbox.status, one)).orderBy(desc(outbox.createdAt)).limit(limit).all())
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}

/**
 * How many messages are queued, sent and failed. The sent ones are nearly all of the outbox (a month of
 * mail): they are the whole table's count, which SQLite reads from the pages of an index without
 * visiting each row, less the few that are not sent.
 */
export function outboxCounts(db: Db): Record<'queued' | 'sent' | 'failed', number> {
  const all = db.select({ n: count() }).from(outbox).get()!.n;
  const rows = db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.status, ['queued', 'sending', 'failed']))
    .groupBy(outbox.status)
    .all();
  const sum = (...s: OutboxStatus[]) => rows.filter((r) => s.includes(r.status)).reduce((total, r) => total + r.n, 0);
  return { queued: sum('queued', 'sending'), sent: all - sum('queued', 'sending', 'failed'), failed: sum('failed') };
}

/** Puts a failed message back in the queue, due now; false when there is no failed message with that id. */
export function retryFailedMail(db: Db, id: string): boolean {
  const changed = db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: clock.currentDate(), tries: 0 })
    // A token message given up was cleared: there is nothing left to send (its link has to be asked for again).
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed'), sql`json_extract(${outbox.body}, '$.cleared') is null`))
    .run().changes;
  if (changed) wakeAfterCommit(db);
  return changed > 0;
}

/** The bookings among `ids` whose admin confirmation e-mail could not be delivered. */
export function bookingsWithFailedConfirmation(db: Db, ids: string[]): Set<string> {
  if (!ids.length) return new Set();
  const rows = db
    .select({ bookingId: outbox.bookingId })
    .from(outbox)
    // The page's few ids pick the rows; `+` keeps the planner off the status index (a month of failed mail).
    .where(and(inArray(outbox.bookingId, ids), sql`+${outbox.kind} = ${BOOKING_CONFIRMATION_KIND}`, sql`+${outbox.status} = 'failed'`))
    .all();
  return new Set(rows.map((r) => r.bookingId!));
}

/** The mail an erasure or a deletion takes out of the outbox: to these addresses (any case), about these bookings, or announcing these entries. */
export interface MailToDelete {
  to?: string[];
  bookingIds?: string[];
  entryIds?: string[];
}

/** Deletes the messages `which` names, through the outbox's indexes (see MailMeta); returns how many. */
export function deleteMail(db: DbTransaction | Db, which: MailToDelete): number {
  const to = [...new Set((which.to ?? []).filter(Boolean).map((a) => a.toLowerCase()))];
  const terms = [
    to.length ? inArray(sql`lower(${outbox.recipient})`, to) : undefined,
    which.bookingIds?.length ? inArray(outbox.bookingId, which.bookingIds) : undefined,
    which.entryIds?.length ? inArray(outbox.entryId, which.entryIds) : undefined,
  ].filter((term) => term !== undefined);
  if (!terms.length) return 0;
  return db
    .delete(outbox)
    .where(or(...terms))
    .run().changes;
}

/** Retention: deletes finished (sent or failed) messages delivered, or queued, before `cutoff` (at most `limit`); returns how many. */
export function purgeOutbox(db: DbTransaction | Db, cutoff: Date, limit = -1): number {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // A message is sent after it is created, so only those created before the cutoff can be due: the
    // index of (status, created_at) reads them and no other.
    .where(
      and(
        inArray(outbox.status, ['sent', 'failed']),
        lt(outbox.createdAt, cutoff),
        lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, cutoff.getTime()),
      ),
    )
    .limit(limit);
  return db.delete(outbox).where(inArray(outbox.id, due)).run().changes;
}
