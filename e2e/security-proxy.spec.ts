// The production server behind a real reverse proxy: Caddy on loopback terminating TLS with its own
// internal certificate, TRUST_PROXY=1. Caddy is set to pass the X-Forwarded-For it receives along
// and append the address it saw (as a proxy behind a CDN or nginx's $proxy_add_x_forwarded_for
// does), so a header the client forges reaches the server, left of the real entry. Beside it, a plain
// forwarder set up as nginx usually is: the upstream's address as Host, X-Forwarded-For and
// X-Forwarded-Proto only (no X-Forwarded-Host).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { freePort, removeDir, startOwnServer, type OwnServer } from '@test/reliability/server-process';

const CADDY = process.env.CADDY_PATH || '/usr/bin/caddy';
const PASSWORD = 'correct horse battery staple';
// A build of its own: pages are built for the SITE_URL they run with (https, Caddy's port). Inside the
// project so the server bundle finds node_modules.
const OUT_DIR = 'dist/proxy-e2e';

let server: OwnServer;
let caddy: ChildProcess;
let caddyDir = '';
let base = '';
let forwarder: http.Server;
let forwarderBase = '';

/**
 * A forwarder as nginx's usual reverse-proxy setup behaves (proxy_pass with `X-Forwarded-For
 * $proxy_add_x_forwarded_for` and `X-Forwarded-Proto $scheme`, TLS ended before it): Host becomes the
 * upstream's address, X-Forwarded-For gets the address it saw appended, and nothing else is added.
 */
async function startForwarder(upstreamPort: number): Promise<void> {
  forwarder = http.createServer((req, res) => {
    const seen = req.socket.remoteAddress!.replace(/^::ffff:/, '');
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      host: `127.0.0.1:${upstreamPort}`,
      connection: 'close',
      'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${seen}` : seen,
      'x-forwarded-proto': 'https',
    };
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', resolve));
  forwarderBase = `http://127.0.0.1:${port}`;
}

/** A request through the plain forwarder from loopback address `from`. */
function viaForwarder(from: string, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      `${forwarderBase}${pathname}`,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: from, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Starts Caddy in front of the server; resolves once its https port answers. */
async function startCaddy(upstreamPort: number, httpsPort: number): Promise<void> {
  caddyDir = mkdtempSync(path.join(os.tmpdir(), 'siam-caddy-'));
  const httpPort = await freePort();
  // Certificates and keys stay in the temp folder: no admin endpoint, nothing installed in any trust store.
  writeFileSync(
    path.join(caddyDir, 'Caddyfile'),
    `{
	admin off
	local_certs
	skip_install_trust
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system {
		root ${caddyDir}/data
	}
}

${base} {
	bind 127.0.0.1
	tls internal
	reverse_proxy 127.0.0.1:${upstreamPort} {
		trusted_proxies 127.0.0.0/8
	}
}
`,
  );
  let output = '';
  caddy = spawn(CADDY, ['run', '--config', path.join(caddyDir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: caddyDir,
      XDG_DATA_HOME: path.join(caddyDir, 'data'),
      XDG_CONFIG_HOME: path.join(caddyDir, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk) => (output += chunk));
  caddy.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    caddy.once('exit', (code) => reject(new Error(`caddy exited with ${code}:\n${output}`)));
    caddy.stderr!.on('data', () => /serving initial configuration/.test(output) && resolve());
  });
}

/** A GET or POST through Caddy from loopback address `from`, certificate unchecked (Caddy's own CA). */
function viaProxy(from: string, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = https.request(
      `${base}${pathname}`,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: from, rejectUnauthorized: false, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const httpsPort = await freePort();
  base = `https://localhost:${httpsPort}`;
  await promisify(execFile)(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', OUT_DIR], {
    env: { ...process.env, SITE_URL: base, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  server = await startOwnServer({
    env: { TRUST_PROXY: '1', SITE_URL: base, ADMIN_PASSWORD: PASSWORD, ASTRO_SERVER_ENTRY: `${OUT_DIR}/server/entry.mjs` },
  });
  await startCaddy(server.port, httpsPort);
  await startForwarder(server.port);
});

test.afterAll(async () => {
  if (forwarder) await new Promise((resolve) => forwarder.close(resolve));
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
  if (server) removeDir(server.dir);
  if (caddyDir) removeDir(caddyDir);
  rmSync(OUT_DIR, { recursive: true, force: true });
});

/** Playwright's request context through Caddy, as one client (127.0.0.1). */
async function client(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: base, ignoreHTTPSErrors: true });
}

const wrongLogin = async (request: APIRequestContext, forwardedFor?: string) => {
  const token = (await (await request.get('/api/admin/csrf-token')).json()).csrfToken;
  const headers: Record<string, string> = { 'X-CSRF-Token': token, Origin: base };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  return (await request.post('/api/admin/login', { data: { password: 'wrong password' }, headers })).status();
};

test('forged X-Forwarded-For headers change nothing: the limit counts the real client', async () => {
  const request = await client();
  const statuses: number[] = [];
  for (let n = 1; n <= 8; n++) statuses.push(await wrongLogin(request, `203.0.113.${n}, 127.0.0.1`));
  // Five wrong passwords are allowed per client, then 429, whatever address the client claims.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  await request.dispose();

  // Another real client (another loopback address) is not locked out by the first one.
  const other = await viaProxy('127.0.0.2', '/api/admin/csrf-token');
  expect(other.status).toBe(200);
  const cookie = [other.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const answer = await viaProxy('127.0.0.2', '/api/admin/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      origin: base,
      'x-csrf-token': JSON.parse(other.body).csrfToken,
      'x-forwarded-for': '127.0.0.1',
    },
    body: JSON.stringify({ password: 'wrong password' }),
  });
  expect(answer.status).toBe(401);
});

test('through the proxy over https: HSTS is sent and session cookies are Secure', async () => {
  const request = await client();
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  await request.dispose();

  // A third client (127.0.0.1 used its attempts above) signs in with the right password.
  const tokenAnswer = await viaProxy('127.0.0.3', '/api/admin/csrf-token');
  const preSession = [tokenAnswer.headers['set-cookie'] ?? []].flat();
  const login = await viaProxy('127.0.0.3', '/api/admin/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: preSession.map((c) => c.split(';')[0]).join('; '),
      origin: base,
      'x-csrf-token': JSON.parse(tokenAnswer.body).csrfToken,
    },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookies = [...preSession, ...[login.headers['set-cookie'] ?? []].flat()];
  expect(cookies.some((c) => c.startsWith('__Host-admin_session='))).toBe(true);
  for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*Secure/i);
});

/** A wrong-password login through the plain forwarder from loopback address `from`, as a browser would send it. */
async function wrongLoginViaForwarder(from: string, forgedFor?: string): Promise<number> {
  const tokenAnswer = await viaForwarder(from, '/api/admin/csrf-token');
  expect(tokenAnswer.status).toBe(200);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: [tokenAnswer.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; '),
    origin: base,
    'x-csrf-token': (JSON.parse(tokenAnswer.body) as { csrfToken: string }).csrfToken,
  };
  if (forgedFor) headers['x-forwarded-for'] = forgedFor;
  return (await viaForwarder(from, '/api/admin/login', { method: 'POST', headers, body: JSON.stringify({ password: 'wrong password' }) }))
    .status;
}

test('behind a plain forwarder (X-Forwarded-For and X-Forwarded-Proto only, no X-Forwarded-Host), each client has its own limit', async () => {
  const statuses: number[] = [];
  for (let n = 1; n <= 6; n++) statuses.push(await wrongLoginViaForwarder('127.0.0.4', `203.0.113.${n}`));
  // The forged entries change nothing; the client the forwarder saw is counted, not the forwarder.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // Other clients behind the same forwarder are not locked out by the first one.
  expect(await wrongLoginViaForwarder('127.0.0.5')).toBe(401);
  expect(await wrongLoginViaForwarder('127.0.0.6', '127.0.0.4')).toBe(401);
});
