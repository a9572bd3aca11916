/** Test support for vitest files: per-file and per-test set-up registered as hooks (kept apart from what e2e imports). */
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { resetMailTransport } from '@/lib/server/mail';
import { startSmtp, type TestSmtp } from './smtp';
import { tempDatabase } from './temp-db';

/**
 * Starts an SMTP listener before the file's tests and points the app's mail at it (SMTP_URL); stops it
 * after them. With `clearEachTest`, each test starts with no messages. The handle reads the live listener.
 */
export function useSmtp(options: { clearEachTest?: boolean } = {}): Pick<TestSmtp, 'url' | 'messages'> {
  let smtp: TestSmtp | undefined;
  const live = () => {
    if (!smtp) throw new Error('the SMTP listener starts in beforeAll');
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    resetMailTransport();
  });
  afterAll(async () => {
    resetMailTransport();
    await smtp?.close();
    delete process.env.SMTP_URL;
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

/**
 * Runs `run` while the app's mail goes to a listener that refuses every message, with console.error
 * captured (the spy is passed to `run`); afterwards the mail goes to `restore` again.
 */
export async function whileMailRefused(restore: Pick<TestSmtp, 'url'>, run: (errors: MockInstance) => Promise<void>): Promise<void> {
  const refusing = await startSmtp({ reject: true });
  process.env.SMTP_URL = refusing.url;
  resetMailTransport();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run(errors);
  } finally {
    errors.mockRestore();
    process.env.SMTP_URL = restore.url;
    resetMailTransport();
    await refusing.close();
  }
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
