/**
 * The outbox sender, in the server process: delivers due messages oldest first, a few at a time.
 * A transient failure (no connection, a 4xx answer) is retried with exponential backoff, the first
 * retry within a minute, until the message is a day old; a permanent one (a 5xx answer, a refused
 * address) fails at once. A message is marked sent right after the SMTP server accepted it: should
 * the process die between that acceptance and the update (a few milliseconds), the message is sent
 * again after the restart. That small duplicate window is accepted; the alternative loses mail.
 */
import type Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { outbox } from '@db/schema';
import { bookingReference } from '@/lib/booking-reference';
import { mailRetryFirstSeconds } from '@/lib/server/config';
import { connect, type Db } from '@/lib/server/db';
import { sendMail } from '@/lib/server/mail';
import { commitWrite } from '@/lib/server/write-batch';
import { logMessage } from '@/lib/server/redact';
import { bodyAfterSending, mailOf, onMailEnqueued } from './outbox.server';
import * as clock from '@/lib/clock';

/** Messages handed to the SMTP server at once. */
export const SEND_BATCH = 3;
/** A message still undelivered this long after it was queued is given up (failed). */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** The longest wait between two tries. */
export const MAX_BACKOFF_MS = 3_600_000;

/** The wait before try number `tries + 1`, after `tries` failed tries: the first wait, doubled each time, capped at an hour. */
export function backoffMs(tries: number, firstMs = mailRetryFirstSeconds() * 1000): number {
  return Math.min(firstMs * 2 ** Math.max(0, tries - 1), MAX_BACKOFF_MS);
}

/**
 * True when retrying cannot help: the SMTP server answered 5xx (for the message or the recipient),
 * or the message has no valid recipient. Connection errors, timeouts and 4xx answers are transient.
 */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown } | null;
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  return e?.code === 'EENVELOPE';
}

/** A running sender for one database connection. */
export interface OutboxSender {
  /** Looks for due messages now. */
  wake(): void;
  /** Resolves once nothing due is waiting or being sent. */
  idle(): Promise<void>;
  /** Stops the timers (tests, shutdown); resolves once the messages being sent are finished and recorded. */
  stop(): Promise<void>;
}

const senders = new Map<Database.Database, OutboxSender>();

// A message queued on a connection without a sender yet (a test's database, a script) starts one,
// so no queued message waits for a restart.
onMailEnqueued((client) => {
  if (client.open) (senders.get(client) ?? startOutboxSender(connect(client))).wake();
});

/**
 * Starts (once per database connection) the sender. Queued messages waiting for a retry (and any a
 * killed process left `sending`) are due at once: a start is when a fixed mail server is likely.
 */
export function startOutboxSender(db: Db): OutboxSender {
  const existing = senders.get(db.$client);
  if (existing) return existing;
  db.update(outbox)
    .set({ status: 'queued', nextAttemptAt: clock.currentDate() })
    .where(inArray(outbox.status, ['queued', 'sending']))
    .run();
  const sender = createSender(db);
  senders.set(db.$client, sender);
  sender.wake();
  return sender;
}

/**
 * Stops and forgets every sender; resolves once the passes under way have recorded what they sent, so
 * the database can then be closed (a pass that met a closed database would fail half-way).
 */
export async function stopOutboxSenders(): Promise<void> {
  const stopping = [...senders.values()].map((sender) => sender.stop());
  senders.clear();
  await Promise.all(stopping);
}

function createSender(db: Db): OutboxSender {
  let running = false;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: (() => void)[] = [];
  // stop() calls waiting for the pass under way to end.
  const stopWaiters: (() => void)[] = [];

  // The oldest due messages. No write marks them taken: passes never overlap (one per sender and
  // database), and a message a crash interrupts is due again after the restart either way, so a
  // claim would only cost each message one more durable commit.
  // Ordered as the (status, next_attempt_at) index is (rowid last: insertion order among equal times),
  // so a backlog of thousands costs an index step, not a sort of the backlog, per batch. A new message
  // is due when it is queued, so new mail still goes oldest first; a retried one queues at its retry time.
  const due = (now: Date) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), sql`rowid`)
      .limit(SEND_BATCH)
      .all();

  const deliver = async (row: typeof outbox.$inferSelect) => {
    const tries = row.tries + 1;
    let file: string | undefined;
    try {
      ({ file } = await sendMail(await mailOf(row)));
    } catch (error) {
      const now = clock.now();
      const next = now + backoffMs(tries);
      const permanent = isPermanentFailure(error);
      const giveUp = permanent || next - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
      const lastError = logMessage(error).slice(0, 500);
      await commitWrite(db, (tx) =>
        tx
          .update(outbox)
          .set(
            giveUp
              ? { status: 'failed', tries, lastError, body: bodyAfterSending(row.body) }
              : { status: 'queued', tries, lastError, nextAttemptAt: new Date(next) },
          )
          .where(eq(outbox.id, row.id))
          .run(),
      );
      // The log names the booking by its reference only, never its id, address or link.
      const about = row.bookingId ? ` for booking ${bookingReference(row.bookingId)}` : '';
      console.error(`[mail] ${row.kind}${about} ${giveUp ? 'failed' : `not sent (try ${tries}), retrying`}:`, lastError);
      return;
    }
    // The mark joins the commit the requests of the moment share (one disk flush for all of them), and
    // is awaited: the message counts as sent once that commit is on disk.
    const marked = await commitWrite(
      db,
      (tx) =>
        tx
          .update(outbox)
          // A token message keeps no live token at rest: its body is cleared in the same write that marks it sent.
          .set({ status: 'sent', tries, lastError: null, sentAt: clock.currentDate(), body: bodyAfterSending(row.body) })
          .where(eq(outbox.id, row.id))
          .run().changes,
    );
    // Erased while it was being written (the customer deleted their data): its .eml copy goes too.
    if (!marked && file) rmSync(file, { force: true });
  };

  // Sets the timer for the next retry and lets idle() waiters go.
  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !db.$client.open) return;
    const next = db
      .select({ at: min(outbox.nextAttemptAt) })
      .from(outbox)
      .where(eq(outbox.status, 'queued'))
      .get()?.at;
    if (next) {
      const wait = Math.max(0, next.getTime() - clock.now());
      if (wait === 0) return void pass();
      // pass() catches and logs its own failures, so nothing awaits it.
      timer = setTimeout(() => void pass(), Math.min(wait, 2 ** 31 - 1));
      timer.unref();
    }
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };

  const pass = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (;;) {
          if (stopped || !db.$client.open) return;
          const rows = due(clock.currentDate());
          if (!rows.length) break;
          await Promise.all(rows.map(deliver));
        }
      } while (again);
    } catch (error) {
      console.error('[mail] outbox pass failed:', logMessage(error));
    } finally {
      running = false;
      stopWaiters.splice(0).forEach((resolve) => resolve());
    }
    settle();
  };

  return {
    wake: () => void pass(),
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        if (!running) settle();
      }),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      waiters.splice(0).forEach((resolve) => resolve());
      return running ? new Promise<void>((resolve) => stopWaiters.push(resolve)) : Promise.resolve();
    },
  };
}

/** Resolves once the sender of `db` (started if needed) has nothing due waiting or being sent. */
export function outboxIdle(db: Db): Promise<void> {
  return startOutboxSender(db).idle();
}
