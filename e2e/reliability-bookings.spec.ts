// Reliability of bookings on a server of our own (built production server, own temporary database):
// concurrency, conflicts, SIGKILL mid-stream, a backup taken while bookings stream in, and a locked
// database answering 503 while pages keep serving.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bangkokStrippers, bookingBody, distinctBooking } from '@test/reliability/bookings';
import { adminLogin, postJson, rawRequest, removeDir, startOwnServer, type OwnServer } from '@test/reliability/server-process';
import { addDays, todayInBangkok } from '@/lib/event-time';

/** The confirm token of each address's first e-mail in a server's outbox (quoted-printable undone), in the order of `emails`. */
function confirmTokens(outbox: string, emails: string[]): string[] {
  let mails: string[] = [];
  try {
    mails = readdirSync(outbox).map((f) =>
      readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
  } catch {
    return [];
  }
  return emails.flatMap((email) => {
    const mail = mails.find((m) => m.includes(`<${email}>`));
    const token = mail && /\/booking\/confirm\?token=([\w-]+)/.exec(mail)?.[1];
    return token ? [token] : [];
  });
}

const STORAGE_MESSAGE = 'The booking service is temporarily unavailable. Please try again shortly.';
/** Booking clients: 127.0.<block>.<1..n>, so no client passes the 30-per-hour booking limit. */
const client = (block: number, i: number, spread: number) => `127.0.${block}.${(i % spread) + 1}`;

function query<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function integrity(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

/**
 * Streams distinct bookings (concurrency `lanes`) until stop() is called; collects the 201 ids.
 * reached(count) resolves once that many are acknowledged (or the stream has ended).
 */
function streamBookings(server: OwnServer, { lanes, offset, block }: { lanes: number; offset: number; block: number }) {
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let running = true;
  let n = 0;
  const lane = async () => {
    // Bounded: at most 600 bookings per stream.
    while (running && n < 600) {
      const i = n++;
      try {
        const answer = await postJson(server.port, '/api/bookings', distinctBooking(offset + i), client(block, i, 60));
        statuses.push(answer.status);
        if (answer.status === 201) acknowledged.push(answer.json.id);
      } catch {
        // The connection died with the server: this booking was never acknowledged.
      }
      for (const waiter of waiters) if (acknowledged.length >= waiter.count) waiter.resolve();
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  const reached = (count: number) =>
    Promise.race([
      new Promise<void>((resolve) => (acknowledged.length >= count ? resolve() : waiters.push({ count, resolve }))),
      done.then(() => undefined),
    ]);
  return { acknowledged, statuses, reached, stop: async () => ((running = false), await done) };
}

// One heavy test at a time in this file (each starts its own server and loads it); other files run beside it.
test.describe.configure({ mode: 'default' });

let servers: OwnServer[] = [];
test.afterEach(async () => {
  // Every server first: a restarted server shares its folder with the killed one, and may still be writing to it.
  for (const server of servers) await server.stop();
  for (const dir of new Set(servers.map((server) => server.dir))) removeDir(dir);
  servers = [];
});
const start = async (dir?: string) => {
  const server = await startOwnServer({ dir });
  servers.push(server);
  return server;
};

test('200 concurrent bookings are all stored exactly once with the server-computed total', async () => {
  test.setTimeout(90_000);
  const server = await start();
  const bodies = Array.from({ length: 200 }, (_, i) => distinctBooking(i, 20));
  const answers = await Promise.all(bodies.map((body, i) => postJson(server.port, '/api/bookings', body, client(1, i, 10))));
  expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
  const ids = answers.map((a) => a.json.id as string);
  expect(new Set(ids).size).toBe(200);

  const quote = await postJson(server.port, '/api/pricing/calculate', {
    location: 'bangkok',
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'none',
    stripperIds: [bangkokStrippers[0]!.id],
    waiterIds: [],
  });
  expect(quote.status).toBe(200);
  const rows = query<{ id: string; totalPrice: number; customerName: string; n: number }>(
    server.databasePath,
    `select b.id, b.total_price as totalPrice, b.customer_name as customerName,
            (select count(*) from booking_performers p where p.booking_id = b.id) as n from bookings b`,
  );
  expect(rows).toHaveLength(200);
  expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
  expect(new Set(rows.map((r) => r.customerName)).size).toBe(200);
  for (const row of rows) {
    expect(row.totalPrice).toBe(quote.json.totalPrice);
    expect(row.n).toBe(1);
  }
});

test('50 concurrent requests for one performer slot hold nobody; of 50 concurrent confirmations exactly one holds it, the rest 409', async () => {
  test.setTimeout(60_000);
  const server = await start();
  const slot = bookingBody(bangkokStrippers[0]!.id, addDays(todayInBangkok(), 40), '20:00');
  const emails = Array.from({ length: 50 }, (_, i) => `racer${i}@example.com`);
  const requests = await Promise.all(
    emails.map((customerEmail, i) => postJson(server.port, '/api/bookings', { ...slot, customerEmail }, client(2, i, 5))),
  );
  expect(requests.map((a) => a.status)).toEqual(Array(50).fill(201));
  expect(query(server.databasePath, "select id from bookings where status = 'requested'")).toHaveLength(50);

  const outbox = path.join(path.dirname(server.databasePath), 'outbox');
  const tokens = await expect
    .poll(() => confirmTokens(outbox, emails).length)
    .toBe(50)
    .then(() => confirmTokens(outbox, emails));
  const answers = await Promise.all(tokens.map((token, i) => postJson(server.port, '/api/bookings/confirm', { token }, client(3, i, 5))));
  expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(409)]);
  for (const answer of answers.filter((a) => a.status === 409)) expect(answer.json.error).toMatch(/already booked at an overlapping time/);
  expect(query(server.databasePath, "select id from bookings where status = 'pending'")).toHaveLength(1);
});

test('SIGKILL in the middle of a stream of bookings loses no acknowledged booking', async () => {
  test.setTimeout(90_000);
  const first = await start();
  const stream = streamBookings(first, { lanes: 8, offset: 0, block: 3 });
  // Kill once a good number are acknowledged, with requests still in flight.
  await stream.reached(60);
  await first.kill();
  await stream.stop();
  const acknowledged = [...stream.acknowledged];
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);

  // Opening the killed server's database replays its WAL; nothing acknowledged may be missing.
  const restarted = await start(first.dir);
  expect(integrity(restarted.databasePath)).toBe('ok');
  const stored = new Set(query<{ id: string }>(restarted.databasePath, 'select id from bookings').map((r) => r.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  const again = await rawRequest(restarted.port, { path: `/api/bookings/${acknowledged.at(-1)}` });
  expect(again.status).toBe(200);
});

/** Runs an npm script with DATABASE_PATH set; answers its exit code and output. */
function npmRun(script: string, databasePath: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, DATABASE_PATH: databasePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('the backup drill: db:backup during a stream of bookings, db:restore into a fresh folder, the restored server has every earlier booking and the outbox', async () => {
  test.setTimeout(150_000);
  const server = await start();
  const stream = streamBookings(server, { lanes: 4, offset: 1000, block: 4 });
  await stream.reached(30);
  const before = [...stream.acknowledged];
  const target = path.join(server.dir, 'backup.db');
  const backup = await npmRun('db:backup', server.databasePath, target);
  const during = stream.acknowledged.length - before.length;
  // Restoring over the database of a running server is refused, and changes nothing.
  const refused = await npmRun('db:restore', server.databasePath, target);
  await stream.stop();
  expect(backup.code, backup.output).toBe(0);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('stop the server first');
  expect(before.length).toBeGreaterThanOrEqual(10);
  expect(integrity(target)).toBe('ok');
  const copied = new Set(query<{ id: string }>(target, 'select id from bookings').map((r) => r.id));
  expect(before.filter((id) => !copied.has(id))).toEqual([]);
  // The stream really ran while the backup was taken.
  expect(during).toBeGreaterThan(0);
  const mails = query<{ id: string }>(target, 'select id from outbox').map((r) => r.id);
  expect(mails.length).toBeGreaterThanOrEqual(before.length);

  const fresh = mkdtempSync(path.join(os.tmpdir(), 'siam-restore-'));
  const restore = await npmRun('db:restore', path.join(fresh, 'app.db'), target);
  expect(restore.code, restore.output).toBe(0);
  const restored = await start(fresh);
  const health = await rawRequest(restored.port, { path: '/api/health' });
  expect(health.status).toBe(200);
  const stored = new Set(query<{ id: string }>(restored.databasePath, 'select id from bookings').map((r) => r.id));
  expect(before.filter((id) => !stored.has(id))).toEqual([]);
  const restoredMails = new Set(query<{ id: string }>(restored.databasePath, 'select id from outbox').map((r) => r.id));
  expect(mails.filter((id) => !restoredMails.has(id))).toEqual([]);
  // The restored server answers with them: the admin's list counts every stored booking.
  const { session } = await adminLogin(restored.port);
  const list = await rawRequest(restored.port, { path: '/api/admin/bookings', headers: { cookie: session ?? '' } });
  expect(list.status).toBe(200);
  expect((JSON.parse(list.body) as { total: number }).total).toBe(stored.size);
});

test('a database locked past the busy timeout answers a clear 503, pages keep serving, and it recovers', async () => {
  test.setTimeout(90_000);
  const server = await start();
  const performer = bangkokStrippers[0]!.id;
  const holder = new Database(server.databasePath);
  try {
    holder.exec('BEGIN IMMEDIATE');
    const pending = postJson(server.port, '/api/bookings', distinctBooking(0), '127.0.5.1');
    // While the lock is held (until the finally below), pages and reads are served: a read that needed the
    // lock would wait out the busy timeout and fail instead of answering 200.
    for (const pagePath of ['/', '/about-us', `/performer/${performer}`, '/male-strippers/bangkok', '/api/performers']) {
      const page = await rawRequest(server.port, { path: pagePath });
      expect(page.status, pagePath).toBe(200);
    }
    const answer = await pending;
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ error: STORAGE_MESSAGE, code: 'storage_unavailable', params: {} });
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body).not.toMatch(/SQLITE|at .*\.js/);
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
  }
  const retry = await postJson(server.port, '/api/bookings', distinctBooking(0), '127.0.5.1');
  expect(retry.status).toBe(201);
});
