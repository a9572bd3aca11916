import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// Login, logout, status, CSRF and sessions through the real middleware and route handlers.
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { SESSION_LIFETIME_MS } from '@/lib/server/session';
import { ADMIN_PASSWORD_FILE, initAdminPassword, LOGIN_FAILURE_BUDGET, PASSWORD_HASH_KEY, setAdminPassword } from './auth.server';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { getSetting } from '@/lib/server/settings';
import { PASSWORD_OWNER_NAME } from '@/lib/actor-names';

useTempApp();

// The status answer of the owner signed in with the password.
const PASSWORD_OWNER = { isAdmin: true, name: PASSWORD_OWNER_NAME, role: 'owner', staffId: null, locale: 'it', canEditContent: true };

const sessionCount = () => getDb().$client.prepare('select count(*) from sessions').pluck().get() as number;

describe('login', () => {
  it('needs the pre-session CSRF token', async () => {
    const client = new TestClient('198.51.100.1');
    const missing = await client.call('POST', '/api/admin/login', { json: { password: TEST_PASSWORD } });
    expect(missing).toMatchObject({ status: 403, body: { error: 'Invalid CSRF token', code: 'csrf_invalid' } });
    await client.csrf();
    const wrong = await client.call('POST', '/api/admin/login', {
      json: { password: TEST_PASSWORD },
      headers: { 'x-csrf-token': 'A'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    expect(client.cookies.has('admin_session')).toBe(false);
  });

  it('creates a session with HttpOnly SameSite=Lax cookies and answers {isAdmin: true}', async () => {
    const client = new TestClient('198.51.100.2');
    const response = await client.login(TEST_PASSWORD);
    expect(response).toMatchObject({ status: 200, body: { isAdmin: true } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = client.cookies.get('admin_session')!;
    expect(cookie.value).toMatch(/^[\w-]{27}\.[\w-]{32}$/);
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect((cookie.options.expires as Date).getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
    expect(client.cookies.get('admin_hint')).toMatchObject({ value: '1', options: { httpOnly: false } });
    expect(client.cookies.has('admin_login_csrf')).toBe(false);
    expect((await client.call('GET', '/api/admin/status')).body).toEqual(PASSWORD_OWNER);
  });

  it('uses __Host- cookies with Secure when SITE_URL is https, even when the request reaches us over http (TLS proxy)', async () => {
    vi.stubEnv('SITE_URL', 'https://siamhunks.example');
    const client = new TestClient('198.51.100.3');
    const csrf = (await client.call('GET', 'http://localhost/api/admin/csrf-token')).body.csrfToken;
    expect(client.cookies.get('__Host-admin_login_csrf')?.options).toMatchObject({ secure: true, sameSite: 'strict', path: '/' });
    const response = await client.call('POST', 'http://localhost/api/admin/login', {
      json: { password: TEST_PASSWORD },
      headers: { 'x-csrf-token': csrf },
    });
    expect(response.status).toBe(200);
    expect(client.cookies.get('__Host-admin_session')?.options).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(client.cookies.get('admin_hint')?.options).toMatchObject({ secure: true });
    expect((await client.call('GET', 'http://localhost/api/admin/status')).body).toEqual(PASSWORD_OWNER);
  });

  it('answers 401 for a wrong password and 400 for a missing, blank-typed or over-long one', async () => {
    const client = new TestClient('198.51.100.4');
    expect(await client.login('wrong password')).toMatchObject({
      status: 401,
      body: { error: 'Incorrect password', code: 'password_incorrect', params: {} },
    });
    expect((await client.mutate('POST', '/api/admin/login', {})).body.error).toBe('Password is required');
    expect((await client.mutate('POST', '/api/admin/login', { password: 42 })).status).toBe(400);
    const long = await client.login('x'.repeat(257));
    expect(long).toMatchObject({ status: 400, body: { error: 'Password must be at most 256 characters' } });
    expect(
      (
        await client.call('POST', '/api/admin/login', {
          body: 'password=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await client.csrf() },
        })
      ).status,
    ).toBe(415);
  });

  it('accepts a password of exactly 256 characters', async () => {
    const long = 'p'.repeat(256);
    await setAdminPassword(getDb(), long);
    const client = new TestClient('198.51.100.5');
    expect((await client.login(long)).status).toBe(200);
    await setAdminPassword(getDb(), TEST_PASSWORD);
  });

  it('after 5 failures from one client answers 429 with Retry-After, even for the right password', async () => {
    const client = new TestClient('192.0.2.66');
    for (let i = 0; i < 5; i++) expect((await client.login(`guess ${i}`)).status).toBe(401);
    const limited = await client.login(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    // The English error keeps its words; the code and its minutes let the panel say it in Italian.
    const minutes = Math.ceil(retryAfter / 60);
    expect(limited.body).toEqual({
      error: `Too many login attempts. Please try again in ${minutes} minutes.`,
      code: 'login_too_many',
      params: { minutes },
    });
    // Another client is not affected, and a success resets that client's count.
    const other = new TestClient('192.0.2.67');
    await other.login('nope');
    expect((await other.login(TEST_PASSWORD)).status).toBe(200);
    expect(getDb().$client.prepare("select count(*) from rate_limits where key = 'admin-login:192.0.2.67'").pluck().get()).toBe(0);
  }, 60_000);

  it('never reuses a session token the client sends (session fixation)', async () => {
    const client = new TestClient('198.51.100.6');
    const planted = `${'a'.repeat(27)}.${'b'.repeat(32)}`;
    client.cookies.set('admin_session', { value: planted, options: {} });
    expect((await client.login(TEST_PASSWORD)).status).toBe(200);
    const first = client.cookies.get('admin_session')!.value;
    expect(first).not.toBe(planted);
    // Logging in again with a valid session replaces it; the old token stops working.
    expect((await client.login(TEST_PASSWORD)).status).toBe(200);
    const second = client.cookies.get('admin_session')!.value;
    expect(second).not.toBe(first);
    const stale = new TestClient('198.51.100.6');
    stale.cookies.set('admin_session', { value: first, options: {} });
    expect((await stale.call('GET', '/api/admin/performers')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('logout deletes the session and both cookies; the token is useless afterwards', async () => {
    const client = new TestClient('198.51.100.7');
    await client.login(TEST_PASSWORD);
    const token = client.cookies.get('admin_session')!.value;
    const before = sessionCount();
    expect((await client.call('POST', '/api/admin/logout')).status).toBe(403);
    const out = await client.mutate('POST', '/api/admin/logout');
    expect(out).toMatchObject({ status: 200, body: { isAdmin: false } });
    expect(client.lastChanges.get('admin_session')).toBeNull();
    expect(client.lastChanges.get('admin_hint')).toBeNull();
    expect(sessionCount()).toBe(before - 1);
    const replay = new TestClient('198.51.100.7');
    replay.cookies.set('admin_session', { value: token, options: {} });
    expect((await replay.call('GET', '/api/admin/performers')).status).toBe(401);
    expect((await client.call('GET', '/api/admin/status')).body).toEqual({ isAdmin: false });
    expect((await client.mutate('POST', '/api/admin/logout')).status).toBe(401);
  });

  it('a malformed or expired token answers 401 and clears the cookie, never 500', async () => {
    for (const value of ['garbage', '%00%ff', `${'x'.repeat(27)}.${'y'.repeat(32)}`, 'a.b.c', '']) {
      const client = new TestClient('198.51.100.8');
      client.cookies.set('admin_session', { value, options: {} });
      const response = await client.call('GET', '/api/admin/bookings');
      expect(response.status, value).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication required', code: 'authentication_required', params: {} });
      if (value) expect(client.lastChanges.get('admin_session'), value).toBeNull();
    }
    const client = new TestClient('198.51.100.9');
    await client.login(TEST_PASSWORD);
    getDb()
      .$client.prepare('update sessions set expires_at = ?')
      .run(Date.now() - 1);
    expect((await client.call('GET', '/api/admin/performers')).status).toBe(401);
    expect(client.cookies.has('admin_session')).toBe(false);
    expect(client.cookies.has('admin_hint')).toBe(false);
  });

  it('a session idle for more than 7 days is refused', async () => {
    const client = new TestClient('198.51.100.10');
    await client.login(TEST_PASSWORD);
    getDb()
      .$client.prepare('update sessions set last_used_at = ?')
      .run(Date.now() - 8 * 24 * 3600_000);
    expect((await client.call('GET', '/api/admin/performers')).status).toBe(401);
  });

  it('changing the password deletes every session', async () => {
    const a = new TestClient('198.51.100.11');
    const b = new TestClient('198.51.100.12');
    await a.login(TEST_PASSWORD);
    await b.login(TEST_PASSWORD);
    await setAdminPassword(getDb(), 'a brand new password');
    expect(sessionCount()).toBe(0);
    expect((await a.call('GET', '/api/admin/performers')).status).toBe(401);
    expect((await b.call('GET', '/api/admin/status')).body).toEqual({ isAdmin: false });
    expect((await a.login(TEST_PASSWORD)).status).toBe(401);
    expect((await a.login('a brand new password')).status).toBe(200);
    await setAdminPassword(getDb(), TEST_PASSWORD);
  });
});

describe('the admin password at start', () => {
  it('ADMIN_PASSWORD wins when it changes, ending every session; an unchanged value keeps them', async () => {
    const db = getDb();
    const client = new TestClient('198.51.100.13');
    await client.login(TEST_PASSWORD);
    const logs: string[] = [];
    await initAdminPassword(db, TEST_PASSWORD, (m) => logs.push(m));
    expect(sessionCount()).toBeGreaterThan(0);
    await initAdminPassword(db, 'the new env password', (m) => logs.push(m));
    expect(sessionCount()).toBe(0);
    expect(logs.join()).toMatch(/ADMIN_PASSWORD changed/);
    expect(logs.join()).not.toContain('the new env password');
    expect((await client.login('the new env password')).status).toBe(200);
    await setAdminPassword(db, TEST_PASSWORD);
  });

  it('without ADMIN_PASSWORD and no hash, generates one, stores only its hash and prints it once to a terminal', async () => {
    const db = getDb();
    db.$client.prepare('delete from settings where key = ?').run(PASSWORD_HASH_KEY);
    const logs: string[] = [];
    await initAdminPassword(db, '', (m) => logs.push(m), true);
    await initAdminPassword(db, '', (m) => logs.push(m), true);
    expect(logs).toHaveLength(1);
    const password = /^ {4}(\S+)$/m.exec(logs[0]!)![1]!;
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(logs[0]).toMatch(/Sign in at https?:\/\/\S+\/admin-login\./);
    expect(getSetting(db, PASSWORD_HASH_KEY)).toMatch(/^scrypt\$/);
    expect(JSON.stringify(db.$client.prepare('select * from settings').all())).not.toContain(password);
    expect((await new TestClient('198.51.100.14').login(password)).status).toBe(200);
    await setAdminPassword(db, TEST_PASSWORD);
  });
});

describe('a generated password without a terminal', () => {
  it('is written once to a 0600 file beside the database; the log says where, never the password', async () => {
    expect(process.stdout.isTTY).toBeFalsy();
    const db = getDb();
    db.$client.prepare('delete from settings where key = ?').run(PASSWORD_HASH_KEY);
    const logs: string[] = [];
    await initAdminPassword(db, '', (m) => logs.push(m));
    const file = path.join(path.dirname(db.$client.name), ADMIN_PASSWORD_FILE);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logs.join()).toContain(file);
    expect(logs.join()).not.toContain(password);
    expect((await new TestClient('198.51.100.15').login(password)).status).toBe(200);
    await setAdminPassword(db, TEST_PASSWORD);
  });
});

describe('the global budget of failed logins', () => {
  const failures = () => getDb().$client.prepare("select count from rate_limits where key = 'admin-login-failures'").pluck().get();

  it('counts failures from every client; once spent, every login (even the right password) waits with 429 and Retry-After', async () => {
    // Earlier tests in this file failed logins too: start from an empty budget.
    getDb().$client.prepare("delete from rate_limits where key = 'admin-login-failures'").run();
    await new TestClient('192.0.2.90').login('first failure');
    expect(failures()).toBe(1);
    // Each failure costs a real password check, so the budget is brought to its last unit directly.
    getDb()
      .$client.prepare("update rate_limits set count = ? where key = 'admin-login-failures'")
      .run(LOGIN_FAILURE_BUDGET.limit - 1);
    expect((await new TestClient('192.0.2.91').login('the last failure')).status).toBe(401);
    expect(failures()).toBe(LOGIN_FAILURE_BUDGET.limit);

    const fresh = await new TestClient('192.0.2.92').login(TEST_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body.error).toMatch(/Too many login attempts/);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(failures()).toBe(LOGIN_FAILURE_BUDGET.limit);

    // The window ends: logins are checked again.
    getDb()
      .$client.prepare("update rate_limits set reset_at = ? where key = 'admin-login-failures'")
      .run(Date.now() - 1);
    expect((await new TestClient('192.0.2.93').login(TEST_PASSWORD)).status).toBe(200);
  }, 60_000);
});
