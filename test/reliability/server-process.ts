/**
 * Test helper for reliability and security specs that need a server of their own: starts the built
 * production server (server/serve.mjs) on a free loopback port with its own temporary database,
 * stops or kills it by pid, and sends raw HTTP requests from any 127.x.y.z address (so per-client
 * rate limits can be spread over many clients, as real traffic would be).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A running server of our own. */
export interface OwnServer {
  base: string;
  port: number;
  dir: string;
  databasePath: string;
  child: ChildProcess;
  /** Resident memory of the server process in KiB (from /proc). */
  rssKiB: () => number;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (no shutdown at all) and wait for the exit. */
  kill: () => Promise<void>;
  /** Output the server printed on stdout and stderr. */
  output: () => string;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts server/serve.mjs; reuses `dir` (and its database) when given. Resolves once it listens. */
export async function startOwnServer(options: { dir?: string; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'siam-own-'));
  const port = await freePort();
  const databasePath = path.join(dir, 'app.db');
  let output = '';
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ADMIN_PASSWORD: 'correct horse battery staple',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', () => output.includes('Server listening') && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`server exited with ${code}:\n${output}`))));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    dir,
    databasePath,
    child,
    rssKiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    output: () => output,
  };
}

/** Removes a server's folder (after it stopped). */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** An HTTP answer. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to port from loopback address `from` (default 127.0.0.1), no keep-alive. */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; from?: string; timeoutMs?: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: options.from, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('client timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs a JSON body from `from`; the answer's body parsed when it is JSON. */
export async function postJson(port: number, path: string, body: unknown, from?: string) {
  const answer = await rawRequest(port, { method: 'POST', path, from, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  let json: any = null;
  try {
    json = JSON.parse(answer.body);
  } catch {
    // Left null: the caller asserts on status and body text.
  }
  return { ...answer, json };
}
