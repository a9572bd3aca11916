/**
 * Continuous replication of the database (REPLICA_URL): Litestream, run by the server as its own child
 * process, ships the WAL's new pages to another machine every REPLICA_SYNC_SECONDS, so a dead disk loses
 * at most that much. The server restarts it when it dies (after RESTART_DELAY_MS), and follows its log
 * to know when the last shipment landed: the replica's age is how long the database has held a write the
 * replica lacks (0 when it holds every write), which /api/health reports. Off by default (a laptop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { databasePath, litestreamPath, replicaSshKey, replicaSyncSeconds, replicaUrl } from './config';
import * as clock from '@/lib/clock';

/** What /api/health says of the replica. */
export interface ReplicaStatus {
  /** Whether Litestream is running now. */
  running: boolean;
  /** How many times it died and was started again since the server started. */
  restarts: number;
  /** Seconds (rounded up) the database has held a write the replica lacks (0: it holds every write); null before the first shipment. */
  ageSeconds: number | null;
}

/** The wait before a Litestream that exited is started again. */
const RESTART_DELAY_MS = 2_000;
/** How often the WAL is looked at for writes not shipped yet. */
const WATCH_MS = 500;
/** Log lines of a shipment that landed (a full snapshot or a WAL segment). */
const SHIPPED = /msg="(?:snapshot written|wal segment written)"/;
/**
 * Litestream cannot read back the replica's last WAL segment, cut short when it was killed while sending it
 * (why: replica-restore.ts), and every Litestream started after stops there, forever. Its local state is
 * then set aside so that it starts a new generation (a full snapshot, then segments): the replica is whole again.
 */
const LAST_SEGMENT_UNREADABLE = /cannot determine replica position: (?:unexpected EOF|EOF|lz4)/;

interface Replica {
  child?: ChildProcess;
  stopping: boolean;
  restarts: number;
  /** When the last shipment landed (ms since the epoch). */
  shippedAt?: number;
  /** Since when the database holds a write not shipped yet. */
  pendingSince?: number;
  database: string;
  /** Set when Litestream must start a new generation at its next start (its last segment unreadable). */
  newGeneration?: boolean;
  watch: NodeJS.Timeout;
  restartTimer?: NodeJS.Timeout;
}

/** Notes whether the WAL holds a write newer than the last shipment, and since when. */
function notePending(state: Replica): void {
  const written = walWrittenAt(state.database);
  if (written === undefined || (state.shippedAt !== undefined && written <= state.shippedAt)) state.pendingSince = undefined;
  else state.pendingSince ??= Math.max(written, state.shippedAt ?? 0);
}

let replica: Replica | undefined;

/** Litestream's configuration for one database and its replica (JSON is YAML). */
export function litestreamConfig(database: string, url: string, syncSeconds: number, sshKey?: string): string {
  const target = { url, 'sync-interval': `${syncSeconds}s`, ...(sshKey ? { 'key-path': sshKey } : {}) };
  return JSON.stringify({ dbs: [{ path: database, replicas: [target] }] }, null, 1);
}

/** When the WAL was last written (ms), or undefined when there is none. */
function walWrittenAt(database: string): number | undefined {
  try {
    return statSync(`${database}-wal`).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Starts Litestream on the database when REPLICA_URL is set (once per process); answers whether it did. */
export function startReplica(): boolean {
  const url = replicaUrl();
  if (!url || replica) return false;
  const database = databasePath();
  const config = path.join(path.dirname(database), 'litestream.yml');
  writeFileSync(config, litestreamConfig(database, url, replicaSyncSeconds(), replicaSshKey()), { mode: 0o600 });
  const state: Replica = {
    stopping: false,
    restarts: 0,
    database,
    watch: setInterval(() => notePending(state), WATCH_MS).unref(),
  };
  replica = state;
  const run = () => {
    const child = spawn(litestreamPath(), ['replicate', '-no-expand-env', '-config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    state.child = child;
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        if (SHIPPED.test(line)) state.shippedAt = clock.now();
        // A shipment every second is no news; anything else Litestream says is.
        else if (!line.includes('msg="write wal segment"') && !line.includes('msg="write snapshot"')) console.log(`[replica] ${line}`);
        if (LAST_SEGMENT_UNREADABLE.test(line) && !state.newGeneration) {
          console.error(
            "[replica] the replica's last WAL segment is cut short (Litestream stopped while sending it): starting a new generation",
          );
          state.newGeneration = true;
          child.kill('SIGKILL');
        }
      });
    child.on('error', (error) => console.error('[replica] Litestream could not start:', error.message));
    // 'close', not 'exit': it also follows a program that could not be started at all.
    child.on('close', (code, signal) => {
      state.child = undefined;
      if (state.stopping) return;
      if (state.newGeneration) {
        // Litestream's own state beside the database (`.<name>-litestream`); without it, it starts a new generation.
        rmSync(path.join(path.dirname(database), `.${path.basename(database)}-litestream`), { recursive: true, force: true });
        state.newGeneration = false;
      }
      console.error(`[replica] Litestream exited (${signal ?? code}); starting it again in ${RESTART_DELAY_MS / 1000} s`);
      state.restarts += 1;
      state.restartTimer = setTimeout(run, RESTART_DELAY_MS).unref();
    });
  };
  run();
  return true;
}

/** The replica's state for /api/health, or null when there is none (REPLICA_URL unset). */
export function replicaStatus(now = clock.now()): ReplicaStatus | null {
  if (!replica) return null;
  notePending(replica);
  const ageSeconds =
    replica.shippedAt === undefined
      ? null
      : replica.pendingSince === undefined
        ? 0
        : // Rounded up: a write not shipped yet never reads as 0.
          Math.max(1, Math.ceil((now - replica.pendingSince) / 1000));
  return { running: replica.child !== undefined, restarts: replica.restarts, ageSeconds };
}

/**
 * Stops Litestream for a graceful shutdown, once no request writes: on SIGTERM it ships what is left and
 * exits (at most `graceMs`, then it is killed).
 */
export async function stopReplica(graceMs = 10_000): Promise<void> {
  const state = replica;
  if (!state) return;
  state.stopping = true;
  clearInterval(state.watch);
  clearTimeout(state.restartTimer);
  const child = state.child;
  replica = undefined;
  if (!child) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('close', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
