// The daily retention purge on a real database file: what it deletes is gone from the raw bytes of the
// database, its WAL, the outbox and the slips folder; what is still within its period stays.
import { mkdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { eq, lt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  applications,
  bookings,
  contacts,
  dashboardSessions,
  dashboardTokens,
  outbox,
  rateLimits,
  sessions,
  settings,
  type OutboxStatus,
} from '@db/schema';
import { databasePath, outboxDir, slipsDir } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { sendMail } from '@/lib/server/mail';
import { storeSlip } from '@/lib/server/slips';
import { bookingFactory } from '@test/booking-rows';
import { useTempApp } from '@test/client';
import { filesContaining } from '@test/raw-files';
import { getSetting } from '@/lib/server/settings';
import { startUp } from '@/startup';
import { stopJobs } from '@/lib/server/jobs';
import { LAST_PURGE_KEY, retentionPurgeJob, runPurgeIfDue } from './purge-job.server';
import { purgeExpiredData, purgeExpiredDataInSteps, yearsBefore } from './purge.server';

useTempApp();
const book = bookingFactory(getDb);
const NOW = Date.UTC(2030, 5, 15, 5);
const DAY = 86_400_000;
const marker = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}`;

describe('purgeExpiredData', () => {
  it('deletes or anonymises bookings 2 years after the event, keeps payment records 7 years, and leaves no trace in the files', () => {
    const db = getDb();
    const oldName = marker('OldGuest');
    const paidName = marker('PaidGuest');
    const recentName = marker('RecentGuest');
    const slipText = marker('SlipBytes');
    const slip = storeSlip(db, Buffer.from(`RIFF${slipText}`));
    const old = book({
      customerName: oldName,
      customerEmail: `${oldName}@example.com`,
      eventDate: '2028-06-14',
      address: `${oldName} Road`,
      advanceSlip: slip,
    });
    const paid = book({
      customerName: paidName,
      customerEmail: `${paidName}@example.com`,
      eventDate: '2028-06-01',
      address: `${paidName} Road`,
      advanceStatus: 'received',
      totalPrice: 12345,
    });
    const recent = book({ customerName: recentName, customerEmail: `${recentName}@example.com`, eventDate: '2028-06-15' });
    const ancient = book({ customerName: 'Anonymised', customerEmail: '', eventDate: '2023-06-14', advanceStatus: 'received' });
    // Outbox messages about the bookings (written directly: no sender runs in this file).
    for (const b of [old, paid]) {
      db.insert(outbox)
        .values({
          kind: 'test',
          bookingId: b.id,
          recipient: 'bookings@siamhunks.example',
          subject: 'About',
          body: { text: `About ${b.customerName}` },
          status: 'sent',
        })
        .run();
    }
    for (const m of [oldName, paidName, slipText]) expect(filesContaining(m)).not.toEqual([]);

    const result = purgeExpiredData(db, NOW);

    expect(result).toMatchObject({ bookingsDeleted: 1, bookingsAnonymised: 1, paymentRecordsDeleted: 1 });
    expect(db.select().from(bookings).where(eq(bookings.id, old.id)).get()).toBeUndefined();
    expect(db.select().from(bookings).where(eq(bookings.id, ancient.id)).get()).toBeUndefined();
    expect(db.select().from(bookings).where(eq(bookings.id, recent.id)).get()?.customerName).toBe(recentName);
    expect(db.select().from(bookings).where(eq(bookings.id, paid.id)).get()).toMatchObject({
      customerName: 'Anonymised',
      customerEmail: '',
      address: null,
      customerPhone: null,
      totalPrice: 12345,
      advanceStatus: 'received',
      eventDate: '2028-06-01',
    });
    for (const m of [oldName, paidName, slipText]) expect(filesContaining(m)).toEqual([]);
    expect(filesContaining(recentName)).not.toEqual([]);
    // Idempotent: a second run removes nothing more.
    expect(purgeExpiredData(db, NOW)).toMatchObject({ bookingsDeleted: 0, bookingsAnonymised: 0, paymentRecordsDeleted: 0 });
  });

  it('deletes contact messages and applications after 1 year', () => {
    const db = getDb();
    const oldMessage = marker('OldMessage');
    const oldApplicant = marker('OldApplicant');
    const cutoff = new Date(`${yearsBefore(NOW, 1)}T00:00:00+07:00`).getTime();
    db.insert(contacts)
      .values({
        firstName: 'A',
        lastName: 'B',
        email: 'old@example.com',
        inquiryType: 'general',
        message: oldMessage,
        createdAt: new Date(cutoff - 1),
      })
      .run();
    db.insert(contacts)
      .values({
        firstName: 'A',
        lastName: 'B',
        email: 'new@example.com',
        inquiryType: 'general',
        message: 'kept-message',
        createdAt: new Date(cutoff + 1),
      })
      .run();
    db.insert(applications)
      .values({
        name: oldApplicant,
        stageName: 'S',
        email: 'old@example.com',
        age: '25',
        location: 'bangkok',
        createdAt: new Date(cutoff - 1),
      })
      .run();
    db.insert(applications)
      .values({
        name: 'kept-applicant',
        stageName: 'S',
        email: 'new@example.com',
        age: '25',
        location: 'bangkok',
        createdAt: new Date(cutoff + 1),
      })
      .run();
    expect(filesContaining(oldMessage)).not.toEqual([]);

    expect(purgeExpiredData(db, NOW)).toMatchObject({ contacts: 1, applications: 1 });

    expect(
      db
        .select()
        .from(contacts)
        .all()
        .map((c) => c.message),
    ).toEqual(['kept-message']);
    expect(
      db
        .select()
        .from(applications)
        .all()
        .map((a) => a.name),
    ).toEqual(['kept-applicant']);
    for (const m of [oldMessage, oldApplicant]) expect(filesContaining(m)).toEqual([]);
  });

  it('deletes expired sessions, sign-in links and rate-limit windows', () => {
    const db = getDb();
    const past = new Date(NOW - 1);
    const future = new Date(NOW + DAY);
    db.insert(sessions)
      .values({ id: 'old', secretHash: Buffer.alloc(32), csrfToken: 't', lastUsedAt: past, expiresAt: past })
      .run();
    db.insert(sessions)
      .values({ id: 'live', secretHash: Buffer.alloc(32), csrfToken: 't', lastUsedAt: past, expiresAt: future })
      .run();
    db.insert(dashboardSessions)
      .values([
        { idHash: 'old', email: 'x@example.com', expiresAt: past },
        { idHash: 'live', email: 'x@example.com', expiresAt: future },
      ])
      .run();
    db.insert(dashboardTokens)
      .values([
        { tokenHash: 'old', email: 'x@example.com', expiresAt: past },
        { tokenHash: 'live', email: 'x@example.com', expiresAt: future },
      ])
      .run();
    db.insert(rateLimits)
      .values([
        { key: 'old', count: 1, resetAt: NOW - 1 },
        { key: 'live', count: 1, resetAt: NOW + DAY },
      ])
      .run();

    purgeExpiredData(db, NOW);

    expect(
      db
        .select({ id: sessions.id })
        .from(sessions)
        .all()
        .map((r) => r.id),
    ).not.toContain('old');
    expect(
      db
        .select({ id: sessions.id })
        .from(sessions)
        .all()
        .map((r) => r.id),
    ).toContain('live');
    expect(
      db
        .select()
        .from(dashboardSessions)
        .all()
        .map((r) => r.idHash),
    ).toEqual(['live']);
    expect(
      db
        .select()
        .from(dashboardTokens)
        .all()
        .map((r) => r.tokenHash),
    ).toEqual(['live']);
    expect(
      db
        .select()
        .from(rateLimits)
        .all()
        .map((r) => r.key),
    ).toEqual(['live']);
  });

  it('deletes outbox messages MAIL_OUTBOX_RETENTION_DAYS (default 30) after delivery; undelivered ones stay', () => {
    const db = getDb();
    db.delete(outbox).run();
    const row = (subject: string, status: OutboxStatus, createdAt: number, sentAt: number | null) =>
      db
        .insert(outbox)
        .values({
          kind: 'test',
          recipient: 'a@example.com',
          subject,
          body: { text: subject },
          status,
          createdAt: new Date(createdAt),
          sentAt: sentAt === null ? null : new Date(sentAt),
        })
        .run();
    row('sent long ago', 'sent', NOW - 40 * DAY, NOW - 31 * DAY);
    row('sent lately', 'sent', NOW - 40 * DAY, NOW - 29 * DAY);
    row('failed long ago', 'failed', NOW - 31 * DAY, null);
    row('still queued', 'queued', NOW - 40 * DAY, null);
    expect(purgeExpiredData(db, NOW).outboxMessages).toBe(2);
    expect(
      db
        .select({ subject: outbox.subject })
        .from(outbox)
        .all()
        .map((r) => r.subject)
        .sort(),
    ).toEqual(['sent lately', 'still queued']);
  });

  it('deletes outbox e-mails older than MAIL_OUTBOX_RETENTION_DAYS (default 30)', async () => {
    const oldMail = (await sendMail({ to: 'a@example.com', subject: 'old', text: 'old' })).file!;
    const newMail = (await sendMail({ to: 'a@example.com', subject: 'new', text: 'new' })).file!;
    const at = (ms: number) => new Date(ms);
    utimesSync(oldMail, at(NOW - 31 * DAY), at(NOW - 31 * DAY));
    utimesSync(newMail, at(NOW - 29 * DAY), at(NOW - 29 * DAY));
    expect(purgeExpiredData(getDb(), NOW).outboxFiles).toBe(1);
    expect(() => statSync(oldMail)).toThrow();
    expect(statSync(newMail).isFile()).toBe(true);
    vi.stubEnv('MAIL_OUTBOX_RETENTION_DAYS', '7');
    expect(purgeExpiredData(getDb(), NOW).outboxFiles).toBe(1);
    vi.stubEnv('MAIL_OUTBOX_RETENTION_DAYS', '366');
    expect(() => purgeExpiredData(getDb(), NOW)).toThrow('MAIL_OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 365');
  });
});

describe("purgeExpiredDataInSteps (the daily job's purge)", () => {
  it('does the whole purge across many small steps: bookings with their mail, rate-limit windows, outbox messages and files', async () => {
    const db = getDb();
    // More of each than one step takes: 5 expired bookings (2 a step), 250 ended windows (100), 45 old messages (20).
    const names = Array.from({ length: 5 }, () => marker('StepGuest'));
    const expired = names.map((name, i) =>
      book({
        customerName: name,
        customerEmail: `${name}@example.com`,
        eventDate: '2028-06-01',
        advanceStatus: i % 2 ? 'received' : 'unpaid',
      }),
    );
    for (const b of expired)
      db.insert(outbox)
        .values({ kind: 'test', bookingId: b.id, recipient: b.customerEmail, subject: 'About', body: { text: `About ${b.customerName}` } })
        .run();
    db.insert(rateLimits)
      .values(Array.from({ length: 250 }, (_, i) => ({ key: marker(`step-window-${i}`), count: 1, resetAt: NOW - 1000 })))
      .run();
    const oldSubject = marker('OldStepMail');
    for (let i = 0; i < 45; i++)
      db.insert(outbox)
        .values({
          kind: 'test',
          recipient: 'a@example.com',
          subject: oldSubject,
          body: { text: 'old' },
          status: 'sent',
          sentAt: new Date(NOW - 40 * DAY),
        })
        .run();
    const oldFile = (await sendMail({ to: 'a@example.com', subject: 'old step file', text: 'old' })).file!;
    utimesSync(oldFile, new Date(NOW - 31 * DAY), new Date(NOW - 31 * DAY));

    const result = await purgeExpiredDataInSteps(db, NOW);

    expect(result).toMatchObject({ bookingsDeleted: 3, bookingsAnonymised: 2, outboxFiles: 1 });
    expect(result.outboxMessages).toBeGreaterThanOrEqual(45);
    expect(db.select().from(outbox).where(eq(outbox.subject, oldSubject)).all()).toEqual([]);
    expect(db.select().from(rateLimits).where(lt(rateLimits.resetAt, NOW)).all()).toEqual([]);
    expect(() => statSync(oldFile)).toThrow();
    // Their names are gone from the database (its search index included), the WAL and their mail.
    for (const name of names) expect(filesContaining(name)).toEqual([]);
  });
});

describe('runPurgeIfDue', () => {
  it('runs once a day, remembering the last run in the settings table across restarts', async () => {
    const db = getDb();
    db.delete(settings).where(eq(settings.key, LAST_PURGE_KEY)).run();
    expect(await runPurgeIfDue(db, NOW)).toBeDefined();
    expect(await runPurgeIfDue(db, NOW + DAY - 1)).toBeUndefined();
    expect(await runPurgeIfDue(db, NOW + DAY)).toBeDefined();
  });

  it('is started by the start-up, which runs it at once', async () => {
    const db = getDb();
    db.delete(settings).where(eq(settings.key, LAST_PURGE_KEY)).run();
    try {
      await startUp();
      // The run started at once goes in steps: its end is awaited, not its start.
      await retentionPurgeJob.settled();
      expect(Number(getSetting(db, LAST_PURGE_KEY))).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await stopJobs();
    }
  });
});

describe('file modes', () => {
  it('keeps the data folder 0700 and the database, WAL, SHM, outbox and slips private', async () => {
    const mode = (file: string) => statSync(file).mode & 0o777;
    const db = databasePath();
    getDb();
    expect(mode(path.dirname(db))).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) expect(mode(file)).toBe(0o600);
    const mail = (await sendMail({ to: 'a@example.com', subject: 'mode', text: 'mode' })).file!;
    expect(mode(outboxDir())).toBe(0o700);
    expect(mode(mail)).toBe(0o600);
    mkdirSync(slipsDir(), { recursive: true });
    const slip = path.join(slipsDir(), storeSlip(getDb(), Buffer.from('x')));
    expect(mode(slipsDir())).toBe(0o700);
    expect(mode(slip)).toBe(0o600);
  });
});
