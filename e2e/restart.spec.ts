// A deploy's restart under load (issue 30): bookings and page reads stream in while the server gets
// SIGTERM and a new one starts on the same port and data folder. The old server finishes what is in
// flight, lets the outbox sender finish, checkpoints the WAL and exits 0; every acknowledged booking is
// stored and every read answered. A client that finds the port closed retries once when the new server
// accepts connections: the gap it sees is measured and printed.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { distinctBooking } from '@test/reliability/bookings';
import { postJson, rawRequest, removeDir, startOwnServer, type OwnServer } from '@test/reliability/server-process';
import { holdSocket, type SocketServer } from '@test/reliability/socket-server';

const READ_PATHS = ['/api/performers', '/male-strippers/bangkok', '/pricing/pattaya'];

function query<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

test('a SIGTERM restart under a stream of bookings and reads loses no acknowledged booking and answers every read', async () => {
  test.setTimeout(120_000);
  const servers: OwnServer[] = [];
  const first = await startOwnServer();
  servers.push(first);
  let backUp!: () => void;
  const back = new Promise<void>((resolve) => (backUp = resolve));
  let firstRefusal: number | undefined;
  let retried = 0;
  let resets = 0;
  let sigtermAt = Infinity;
  let answeredAfterSigterm = 0;
  const failures: string[] = [];
  const acknowledged: string[] = [];
  const reads: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let running = true;

  /**
   * One request; on a refused connection (no server listening) waits for the new server and retries
   * once. A connection the kernel completed but the old server never accepted (still queued when it
   * stopped listening) is reset, not refused: it is retried the same way, and the check below that no
   * booking was stored twice proves such a request never reached the app.
   */
  async function send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') throw error;
      if (code === 'ECONNRESET') resets += 1;
      else firstRefusal ??= Date.now();
      await back;
      retried += 1;
      return request();
    }
  }
  const note = () => {
    if (Date.now() >= sigtermAt) answeredAfterSigterm += 1;
    for (const waiter of waiters) if (acknowledged.length >= waiter.count) waiter.resolve();
  };
  let n = 0;
  const bookingLane = async () => {
    while (running && n < 400) {
      const i = n++;
      try {
        const answer = await send(() => postJson(first.port, '/api/bookings', distinctBooking(3000 + i), `127.0.8.${(i % 60) + 1}`));
        if (answer.status === 201) acknowledged.push(answer.json.id as string);
        else failures.push(`booking ${i}: ${answer.status} ${answer.body}`);
      } catch (error) {
        failures.push(`booking ${i}: ${(error as Error).message}`);
      }
      note();
    }
  };
  const readLane = async (lane: number) => {
    for (let i = 0; running; i++) {
      const pathname = READ_PATHS[(lane + i) % READ_PATHS.length]!;
      try {
        const answer = await send(() => rawRequest(first.port, { path: pathname }));
        reads.push(answer.status);
        if (answer.status !== 200) failures.push(`read ${pathname}: ${answer.status}`);
      } catch (error) {
        failures.push(`read ${pathname}: ${(error as Error).message}`);
      }
      note();
    }
  };
  const reached = (count: number) =>
    new Promise<void>((resolve) => (acknowledged.length >= count ? resolve() : waiters.push({ count, resolve })));
  const lanes = Promise.all([bookingLane(), bookingLane(), bookingLane(), readLane(0), readLane(1)]);

  try {
    await reached(20);
    sigtermAt = Date.now();
    await first.stop();
    const stoppedAt = Date.now();
    const beforeRestart = acknowledged.length;
    expect(first.exitCode()).toBe(0);
    // The WAL was checkpointed into the database file and the database closed.
    const wal = `${first.databasePath}-wal`;
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
    // The outbox sender finished the message it was sending: none is left half-sent.
    expect(query(first.databasePath, "select id from outbox where status = 'sending'")).toEqual([]);

    const second = await startOwnServer({ dir: first.dir, port: first.port, until: 'accepting' });
    servers.push(second);
    const acceptingAt = Date.now();
    backUp();
    await reached(beforeRestart + 20);
    running = false;
    await lanes;

    expect(failures).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
    // Requests in flight at the SIGTERM were answered by the old server.
    expect(answeredAfterSigterm).toBeGreaterThan(0);
    const rows = query<{ id: string; name: string }>(second.databasePath, 'select id, customer_name as name from bookings');
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Each booking body was sent until acknowledged and is stored once: no retried request had been taken.
    expect(rows.length).toBe(new Set(rows.map((row) => row.name)).size);
    console.log(
      `[restart] stop took ${stoppedAt - sigtermAt} ms; port closed for ${acceptingAt - (firstRefusal ?? acceptingAt)} ms ` +
        `(SIGTERM to new server accepting: ${acceptingAt - sigtermAt} ms); ${retried} requests retried once (${resets} after a reset); ` +
        `${acknowledged.length} bookings acknowledged, ${reads.length} reads answered`,
    );
  } finally {
    running = false;
    backUp();
    await lanes;
    for (const server of servers) await server.stop();
    removeDir(first.dir);
  }
});

// The same restart on a socket the service manager holds (deploy/siam-hunks.socket, systemd's socket
// activation): the socket stays open between the two processes and queues the connections that arrive,
// so no client is refused or reset and none needs to retry; a request sent in the gap just waits.
test('a restart on a socket held by the service manager refuses and resets no connection', async () => {
  test.setTimeout(120_000);
  const holder = await holdSocket();
  const servers: SocketServer[] = [];
  const failures: string[] = [];
  const acknowledged: string[] = [];
  const reads: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  // Requests sent before the new server was started and answered after it: they waited in the socket's queue.
  const bridged: number[] = [];
  let newServerSpawnedAt = Infinity;
  let sigtermAt = Infinity;
  let answeredAfterSigterm = 0;
  let running = true;

  /** One request, never retried: any refusal, reset or timeout is a failure. */
  async function timed<T>(label: string, request: () => Promise<T>): Promise<T | undefined> {
    const sentAt = Date.now();
    try {
      const answer = await request();
      const answeredAt = Date.now();
      if (answeredAt >= sigtermAt) answeredAfterSigterm += 1;
      if (sentAt < newServerSpawnedAt && answeredAt > newServerSpawnedAt) bridged.push(answeredAt - sentAt);
      return answer;
    } catch (error) {
      failures.push(`${label}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return undefined;
    } finally {
      for (const waiter of waiters) if (acknowledged.length >= waiter.count) waiter.resolve();
    }
  }
  let n = 0;
  const bookingLane = async () => {
    while (running && n < 400) {
      const i = n++;
      const answer = await timed(`booking ${i}`, () =>
        postJson(holder.port, '/api/bookings', distinctBooking(3000 + i), `127.0.8.${(i % 60) + 1}`),
      );
      if (answer?.status === 201) acknowledged.push(answer.json.id as string);
      else if (answer) failures.push(`booking ${i}: ${answer.status} ${answer.body}`);
    }
  };
  const readLane = async (lane: number) => {
    for (let i = 0; running && i < 2000; i++) {
      const pathname = READ_PATHS[(lane + i) % READ_PATHS.length]!;
      const answer = await timed(`read ${pathname}`, () => rawRequest(holder.port, { path: pathname }));
      if (answer) reads.push(answer.status);
      if (answer && answer.status !== 200) failures.push(`read ${pathname}: ${answer.status}`);
    }
  };
  const reached = (count: number) =>
    new Promise<void>((resolve) => (acknowledged.length >= count ? resolve() : waiters.push({ count, resolve })));

  let lanes: Promise<unknown> = Promise.resolve();
  try {
    const first = await holder.start();
    servers.push(first);
    await first.listening;
    // It listens on the socket it was given, not on HOST:PORT, and its start-up check went through it.
    expect(first.output()).toContain(`Server listening on http://127.0.0.1:${holder.port} (socket passed by the service manager)`);
    lanes = Promise.all([bookingLane(), bookingLane(), bookingLane(), readLane(0), readLane(1)]);
    await reached(20);

    sigtermAt = Date.now();
    expect(await first.stop()).toBe(0);
    const stoppedAt = Date.now();
    expect(query(holder.databasePath, "select id from outbox where status = 'sending'")).toEqual([]);
    const beforeRestart = acknowledged.length;

    // As `systemctl restart` does: the new process starts once the old one has exited.
    newServerSpawnedAt = Date.now();
    const second = await holder.start();
    servers.push(second);
    await second.listening;
    const listeningAt = Date.now();
    expect(second.output()).toContain(`Server listening on http://127.0.0.1:${holder.port} (socket passed by the service manager)`);
    await reached(beforeRestart + 20);
    running = false;
    await lanes;

    // No request was refused, reset, timed out or answered with an error (a 503 of an unfinished start-up included).
    expect(failures).toEqual([]);
    expect(answeredAfterSigterm).toBeGreaterThan(0);
    // Requests sent while no server accepted were answered by the new one: the socket queued them.
    expect(bridged.length).toBeGreaterThan(0);
    const rows = query<{ id: string; name: string }>(holder.databasePath, 'select id, customer_name as name from bookings');
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(rows.length).toBe(new Set(rows.map((row) => row.name)).size);
    console.log(
      `[restart on a held socket] stop took ${stoppedAt - sigtermAt} ms; SIGTERM to the new server listening ${listeningAt - sigtermAt} ms; ` +
        `0 refused, 0 reset; ${bridged.length} requests waited in the socket's queue across the restart (longest ${Math.max(...bridged)} ms); ` +
        `${acknowledged.length} bookings acknowledged, ${reads.length} reads answered`,
    );
  } finally {
    running = false;
    await lanes;
    for (const server of servers) await server.stop();
    await holder.close();
    removeDir(holder.dir);
  }
});
