// The outbox sender on a real SQLite file and a real SMTP listener: backoff and failure
// classification, oldest first, recovery of messages a killed process left being sent, a day's
// retries then failed, a permanent refusal failed at once, and a retry that delivers once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { resetMailTransport } from '@/lib/server/mail';
import { useSmtp } from '@test/hooks';
import { resetClock, setClock } from '@/lib/clock';
import { tempDatabase } from '@test/temp-db';
import { enqueueMail, listOutbox, outboxCounts, retryFailedMail } from './outbox.server';
import {
  backoffMs,
  GIVE_UP_AFTER_MS,
  isPermanentFailure,
  MAX_BACKOFF_MS,
  outboxIdle,
  SEND_BATCH,
  startOutboxSender,
} from './sender.server';

describe('backoff and failure classification', () => {
  it('retries first within a minute, doubling each time, never more than an hour apart', () => {
    expect(backoffMs(1, 30_000)).toBe(30_000);
    expect(backoffMs(2, 30_000)).toBe(60_000);
    expect(backoffMs(3, 30_000)).toBe(120_000);
    expect(backoffMs(20, 30_000)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(1)).toBeLessThanOrEqual(60_000);
  });

  it('treats 5xx answers and refused addresses as permanent; 4xx, connection errors and the unknown as transient', () => {
    expect(isPermanentFailure(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('syntax'), { responseCode: 501 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanentFailure(new Error('odd'))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});

describe('the sender', () => {
  const smtp = useSmtp({ clearEachTest: true });
  let temp: ReturnType<typeof tempDatabase>;
  let db: Db;
  beforeAll(() => {
    temp = tempDatabase();
    db = temp.db;
  });
  afterAll(() => temp.close());
  const row = (id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get()!;
  const mail = (subject: string, to = 'guest@example.com') => ({
    to,
    subject,
    text: `Body of ${subject}`,
    attachments: [{ filename: 'a.txt', content: Buffer.from('attached'), contentType: 'text/plain' }],
  });

  it('delivers queued mail oldest first with its attachments, each once, and marks it sent', async () => {
    const ids = ['first', 'second', 'third', 'fourth'].map((s) => enqueueMail(db, mail(s), { kind: 'test' }));
    await outboxIdle(db);
    // A few at a time (SEND_BATCH): the oldest three together, then the fourth.
    const subjects = smtp.messages.map((m) => m.parsed.subject);
    expect(SEND_BATCH).toBe(3);
    expect(subjects.slice(0, 3).sort()).toEqual(['first', 'second', 'third']);
    expect(subjects[3]).toBe('fourth');
    expect(Buffer.from(smtp.messages[0]!.parsed.attachments[0]!.content as ArrayBuffer).toString()).toBe('attached');
    for (const id of ids) expect(row(id)).toMatchObject({ status: 'sent', tries: 1, lastError: null, sentAt: expect.any(Date) });
    await outboxIdle(db);
    expect(smtp.messages).toHaveLength(4);
  });

  it("a message queued while the clock is set back is due at the clock's now, not SQLite's, and is sent", async () => {
    const dayAgo = Date.now() - 86_400_000;
    setClock(dayAgo);
    try {
      const id = enqueueMail(db, mail('set back'), { kind: 'test' });
      expect(row(id).nextAttemptAt.getTime()).toBe(dayAgo);
      expect(row(id).createdAt.getTime()).toBe(dayAgo);
      await outboxIdle(db);
      expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['set back']);
    } finally {
      resetClock();
    }
  });

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    expect(() =>
      db.transaction((tx) => {
        enqueueMail(tx, mail('rolled back'), { kind: 'test' });
        throw new Error('the change failed');
      }),
    ).toThrow('the change failed');
    await outboxIdle(db);
    expect(smtp.messages).toHaveLength(0);
    expect(db.select().from(outbox).where(eq(outbox.subject, 'rolled back')).all()).toEqual([]);
  });

  it('retries a transient failure later, gives up a day after queueing, and fails a permanent one at once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      smtp.refuseWith(451);
      const transient = enqueueMail(db, mail('transient'), { kind: 'test' });
      await outboxIdle(db);
      const once = row(transient);
      expect(once).toMatchObject({ status: 'queued', tries: 1, lastError: expect.stringContaining('451') });
      expect(once.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(once.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);

      // A message queued (nearly) a day ago that fails again is given up.
      db.update(outbox)
        .set({ createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS + 1000), nextAttemptAt: new Date() })
        .where(eq(outbox.id, transient))
        .run();
      startOutboxSender(db).wake();
      await outboxIdle(db);
      expect(row(transient)).toMatchObject({ status: 'failed', tries: 2 });

      smtp.refuseWith(550);
      const permanent = enqueueMail(db, mail('permanent'), { kind: 'test' });
      await outboxIdle(db);
      expect(row(permanent)).toMatchObject({ status: 'failed', tries: 1, lastError: expect.stringContaining('550') });
      expect(listOutbox(db, 'failed').map((m) => m.subject)).toEqual(expect.arrayContaining(['transient', 'permanent']));
      expect(errors.mock.calls.flat().join('\n')).not.toContain('guest@example.com');
    } finally {
      smtp.refuseWith();
      errors.mockRestore();
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it('a retried failed message is delivered once; retrying a message that did not fail does nothing', async () => {
    const failed = listOutbox(db, 'failed').find((m) => m.subject === 'permanent')!;
    expect(retryFailedMail(db, failed.id)).toBe(true);
    expect(retryFailedMail(db, failed.id)).toBe(false);
    await outboxIdle(db);
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['permanent']);
    expect(row(failed.id)).toMatchObject({ status: 'sent', tries: 1 });
    expect(retryFailedMail(db, failed.id)).toBe(false);
    expect(retryFailedMail(db, 'no-such-id')).toBe(false);
  });

  it('after a crash, a new process sends what was left being sent or waiting for a retry', async () => {
    const other = tempDatabase();
    try {
      const left = enqueueMail(other.db, mail('left sending'), { kind: 'test' });
      const waiting = enqueueMail(other.db, mail('waiting for a retry'), { kind: 'test' });
      // As a SIGKILL leaves them: one claimed, one with its retry an hour away; no sender has run yet.
      other.db.update(outbox).set({ status: 'sending' }).where(eq(outbox.id, left)).run();
      other.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() + 3_600_000), tries: 1 })
        .where(eq(outbox.id, waiting))
        .run();
      resetMailTransport();
      startOutboxSender(other.db);
      await outboxIdle(other.db);
      expect(smtp.messages.map((m) => m.parsed.subject).sort()).toEqual(['left sending', 'waiting for a retry']);
      expect(outboxCounts(other.db)).toEqual({ queued: 0, sent: 2, failed: 0 });
    } finally {
      other.close();
    }
  });
});
