// @ts-check
/**
 * The one way tests and scripts start the built production server (server/serve.mjs, after
 * `npm run build`): on a free loopback port, with its own data folder, stopped by its pid. Plain
 * JavaScript (type-checked through JSDoc) so that node scripts (scripts/lighthouse.mjs, the bench) and
 * the TypeScript tests share it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: serve.mjs is started from there whatever the caller's working folder (unless told another `root`). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A free TCP port on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
    probe.on('error', reject);
  });
}

/**
 * A running built server.
 * @typedef {object} BuiltServer
 * @property {string} url `http://127.0.0.1:<port>`.
 * @property {number} port
 * @property {number} pid The server process, which stop() and kill() signal.
 * @property {string} dataDir The folder of its database and uploads (kept after a stop, so a restart can reuse it).
 * @property {string} databasePath
 * @property {() => string} output What the server printed on stdout and stderr so far.
 * @property {() => number} rssKiB Resident memory of the server process in KiB (from /proc).
 * @property {() => Promise<void>} stop SIGTERM (a graceful shutdown) and wait for the exit.
 * @property {() => Promise<void>} kill SIGKILL (no shutdown at all) and wait for the exit.
 * @property {() => number | null} exitCode The exit code once it exited (null while running or when a signal ended it).
 */

/**
 * Resolves once a TCP connection to port on 127.0.0.1 is accepted (the server's listen(), before its
 * start-up has finished); retries a refused connection every few milliseconds until `gone()` says
 * the server exited.
 * @param {number} port
 * @param {() => boolean} gone
 * @returns {Promise<void>}
 */
function accepting(port, gone) {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (gone()) reject(new Error('server exited'));
        // A poll, not a wait for time: the listen() has no other outside sign.
        else setTimeout(attempt, 2);
      });
    };
    attempt();
  });
}

/**
 * Starts server/serve.mjs with HOST, PORT, DATABASE_PATH and UPLOADS_DIR set (`env` adds or overrides
 * settings), in `dataDir` (a fresh folder under the system temp folder when not given). Resolves once
 * the server says it listens, which it does only after its own /api/health call succeeded (the app's
 * start-up: database migrated and seeded, admin password, settings checked); with `until: 'accepting'`,
 * as soon as the port accepts a connection instead (what a client racing a restart sees). Rejects with
 * the server's output when it exits first (a refused setting) or has not started within `timeoutMs` (default 60 s). `port` reuses a port (a restart in place).
 * `root` starts another build of the project (a copy's, in its own folder).
 * @param {{ env?: Record<string, string>, dataDir?: string, port?: number, timeoutMs?: number, until?: 'ready' | 'accepting', root?: string }} [options]
 * @returns {Promise<BuiltServer>}
 */
export async function startBuiltServer(options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'siam-server-'));
  const port = options.port ?? (await freePort());
  const databasePath = path.join(dataDir, 'app.db');
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = /** @type {number} */ (child.pid);
  let output = '';
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  /** @param {NodeJS.Signals} signal */
  const end = async (signal) => {
    if (running()) process.kill(pid, signal);
    await exited;
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in ${options.timeoutMs ?? 60_000} ms:\n${output}`));
      void end('SIGKILL');
    }, options.timeoutMs ?? 60_000);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Server listening')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (options.until === 'accepting')
      accepting(port, () => !running()).then(
        () => {
          clearTimeout(timer);
          resolve(undefined);
        },
        () => undefined,
      );
    // 'close', not 'exit': it comes once stdout and stderr are read to their end, so the reason the server printed
    // just before it exited is in the message (after 'exit' the last chunk could still be on its way).
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal} before it listened:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    dataDir,
    databasePath,
    output: () => output,
    rssKiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    exitCode: () => child.exitCode,
  };
}
