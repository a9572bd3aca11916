/**
 * Test helper for reliability and security specs that need a server of their own: starts the built
 * production server (test/server.mjs) with a known admin password, and sends raw HTTP requests from
 * any 127.x.y.z address (so per-client rate limits can be spread over many clients, as real traffic would be).
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { startBuiltServer, type BuiltServer } from '@test/server.mjs';

export { freePort } from '@test/server.mjs';

/** A running server of our own: the shared BuiltServer under the names these specs use. */
export interface OwnServer extends BuiltServer {
  /** Its URL (BuiltServer.url). */
  base: string;
  /** Its data folder (BuiltServer.dataDir). */
  dir: string;
}

/**
 * Starts the built server with a known admin password and no SMTP (mail goes to the outbox folder); reuses `dir` (and its database)
 * when given; `until: 'accepting'` resolves as soon as the port accepts connections (startBuiltServer).
 */
export async function startOwnServer(
  options: { dir?: string; env?: Record<string, string>; port?: number; until?: 'ready' | 'accepting' } = {},
): Promise<OwnServer> {
  const server = await startBuiltServer({
    dataDir: options.dir,
    until: options.until,
    port: options.port,
    env: { ADMIN_PASSWORD: 'correct horse battery staple', SMTP_URL: '', ...options.env },
  });
  return { ...server, base: server.url, dir: server.dataDir };
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
      {
        host: '127.0.0.1',
        port,
        localAddress: options.from,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
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
  const answer = await rawRequest(port, {
    method: 'POST',
    path,
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  let json: any = null;
  try {
    json = JSON.parse(answer.body);
  } catch {
    // Left null: the caller asserts on status and body text.
  }
  return { ...answer, json };
}

/** The `name=value` of a cookie a response sets, if it sets it. */
export function cookieOf(answer: RawAnswer, name: string): string | undefined {
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
}

/** Signs in as the admin (CSRF token, then the password) on a plain-http server; answers the login and the session cookie it set. */
export async function adminLogin(port: number, password = 'correct horse battery staple'): Promise<{ login: RawAnswer; session?: string }> {
  const csrf = await rawRequest(port, { path: '/api/admin/csrf-token' });
  const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
  const login = await rawRequest(port, {
    method: 'POST',
    path: '/api/admin/login',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookieOf(csrf, 'admin_login_csrf') ?? '' },
    body: JSON.stringify({ password }),
  });
  return { login, session: cookieOf(login, 'admin_session') };
}
