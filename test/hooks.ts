/** Test support for vitest files: per-file and per-test set-up registered as hooks (kept apart from what e2e imports). */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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
