/** Test support for vitest files: per-file and per-test set-up registered as hooks (kept apart from what e2e imports). */
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@db/schema';
import { getDb, type Db } from '@/lib/server/db';
import { resetMailTransport } from '@/lib/server/mail';
import { outboxIdle } from '@/features/notifications/sender.server';
import { startSmtp, type TestSmtp } from './smtp';
import { tempDatabase } from './temp-db';
import { useSettings } from './file-settings';

export { useSettings } from './file-settings';

/**
 * Starts an SMTP listener before the file's tests and points the app's mail at it (SMTP_URL); stops it
 * after them. With `clearEachTest`, each test starts with no messages. The handle reads the live listener.
 */
export function useSmtp(options: { clearEachTest?: boolean } = {}): Pick<TestSmtp, 'url' | 'messages' | 'refuseWith'> {
  let smtp: TestSmtp | undefined;
  const live = () => {
    if (!smtp) throw new Error('the SMTP listener starts in beforeAll');
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    useSettings({ SMTP_URL: smtp.url });
    resetMailTransport();
  });
  afterAll(async () => {
    resetMailTransport();
    await smtp?.close();
    useSettings({ SMTP_URL: undefined });
  });
  if (options.clearEachTest) {
    beforeEach(() => {
      live().messages.length = 0;
    });
  }
  return {
    get url() {
      return live().url;
    },
    get messages() {
      return live().messages;
    },
    refuseWith: (code) => live().refuseWith(code),
  };
}

/** A list of cleanups emptied (and run, in list order) after each test. */
export function cleanupAfterEach(): (() => void)[] {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((fn) => fn()));
  return cleanups;
}

/** A function that gives the calling test a fresh migrated and seeded database, deleted after the test. */
export function freshDatabasePerTest(): () => ReturnType<typeof tempDatabase> {
  const cleanups = cleanupAfterEach();
  return () => {
    const handle = tempDatabase();
    cleanups.push(handle.close);
    return handle;
  };
}

/** Resolves once the outbox sender of `db` has handed every due e-mail to the mail server (or set its retry). */
export function mailSettled(db: Db = getDb()): Promise<void> {
  return outboxIdle(db);
}

/** Makes every queued e-mail due now (as a restart does) and waits until the sender has handled them. */
export async function retryQueuedMail(db: Db = getDb()): Promise<void> {
  db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.status, 'queued')).run();
  await outboxIdle(db);
}

/**
 * Runs `run` while the app's mail goes to a listener that refuses every message (450, a transient
 * answer), with console.error captured (the spy is passed to `run`); afterwards the mail goes to
 * `restore` again and the e-mails queued meanwhile are retried there (`db`: the outbox's database).
 */
export async function whileMailRefused(
  restore: Pick<TestSmtp, 'url'>,
  run: (errors: MockInstance) => Promise<void>,
  db?: Db,
): Promise<void> {
  const refusing = await startSmtp({ reject: true });
  vi.stubEnv('SMTP_URL', refusing.url);
  resetMailTransport();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run(errors);
  } finally {
    errors.mockRestore();
    vi.stubEnv('SMTP_URL', restore.url);
    resetMailTransport();
    await refusing.close();
  }
  await retryQueuedMail(db);
}

/** Asserts, around each test of the calling describe block, that no row was added (count) and no e-mail sent. */
export function expectNothingStoredOrMailed(count: () => number, smtp: Pick<TestSmtp, 'messages'>): void {
  let before = 0;
  beforeEach(() => {
    before = count();
  });
  afterEach(() => {
    expect(count()).toBe(before);
    expect(smtp.messages).toHaveLength(0);
  });
}
