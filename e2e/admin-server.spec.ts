import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer, type BuiltServer } from '@test/server.mjs';

// Start-up and brute-force behaviour needs servers of its own: each test starts the built production
// server on a fresh port and database (and restarts it), so lockouts never touch the shared e2e server.

/** Starts the built server on the test's folder; no ADMIN_PASSWORD unless `env` gives one. */
const startServer = (dir: string, env: Record<string, string> = {}) =>
  startBuiltServer({ dataDir: dir, env: { ADMIN_PASSWORD: '', ...env } });

async function login(baseURL: string, password: string, headers: Record<string, string> = {}) {
  const context = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await context.get('/api/admin/csrf-token')).json();
  const response = await context.post('/api/admin/login', { data: { password }, headers: { 'X-CSRF-Token': csrfToken, ...headers } });
  return { context, response };
}

let dir: string;
const servers: BuiltServer[] = [];
test.beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'siam-admin-e2e-'));
});
test.afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the first start generates a password, writes it once to a 0600 file (its output is no terminal) and stores only its hash', async () => {
  test.setTimeout(90_000);
  const first = await startServer(dir);
  servers.push(first);
  // The server's output is a pipe, not a terminal: the log names the file, never the password.
  const file = /written to (\S+) \(/.exec(first.output())?.[1];
  expect(file).toBeTruthy();
  expect(statSync(file!).mode & 0o777).toBe(0o600);
  const password = readFileSync(file!, 'utf8').trim();
  expect(first.output()).not.toContain(password);
  expect(password).toMatch(/^[\w-]{24}$/);
  expect((await login(first.url, password)).response.status()).toBe(200);
  await first.stop();

  const second = await startServer(dir);
  servers.push(second);
  expect(second.output()).not.toContain('generated');
  expect(second.output()).not.toContain(password);
  expect((await login(second.url, password)).response.status()).toBe(200);
});

test('5 failed logins lock the client out with 429 + Retry-After; rotating X-Forwarded-For and a restart do not help', async () => {
  test.setTimeout(120_000);
  const server = await startServer(dir, { ADMIN_PASSWORD: 'the real password' });
  servers.push(server);
  for (let i = 0; i < 5; i++) {
    const { response } = await login(server.url, `guess-${i}`, { 'X-Forwarded-For': `10.0.0.${i}`, Forwarded: `for=10.1.0.${i}` });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: 'Incorrect password', code: 'password_incorrect', params: {} });
  }
  const limited = (await login(server.url, 'the real password', { 'X-Forwarded-For': '10.9.9.9' })).response;
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(60);
  expect((await limited.json()).error).toMatch(/Too many login attempts/);

  await server.stop();
  const restarted = await startServer(dir, { ADMIN_PASSWORD: 'the real password' });
  servers.push(restarted);
  expect((await login(restarted.url, 'the real password')).response.status()).toBe(429);
});

test('a changed ADMIN_PASSWORD wins at the next start and ends every session', async () => {
  test.setTimeout(120_000);
  const server = await startServer(dir, { ADMIN_PASSWORD: 'first password' });
  servers.push(server);
  const { context, response } = await login(server.url, 'first password');
  expect(response.status()).toBe(200);
  const cookie = (await context.storageState()).cookies.find((c) => c.name === 'admin_session')!;
  expect((await context.get('/api/admin/performers')).status()).toBe(200);
  await server.stop();

  const restarted = await startServer(dir, { ADMIN_PASSWORD: 'second password' });
  servers.push(restarted);
  const stale = await playwrightRequest.newContext({
    baseURL: restarted.url,
    extraHTTPHeaders: { Cookie: `admin_session=${cookie.value}` },
  });
  expect((await stale.get('/api/admin/performers')).status()).toBe(401);
  expect((await login(restarted.url, 'first password')).response.status()).toBe(401);
  expect((await login(restarted.url, 'second password')).response.status()).toBe(200);
});
