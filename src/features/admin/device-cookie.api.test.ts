// The admin lock-out attack over the real login route: strangers spend the global failure budget, and
// a browser that signed in before still gets in, because its device cookie is limited per device.
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { LOGIN_FAILURE_BUDGET } from './auth.server';
import { DEVICE_COOKIE_LIFETIME_MS, DEVICE_LOGIN_LIMIT } from './device-cookie.server';

useTempApp();

/** A browser at address carrying the given device cookie (as the agency's laptop would, from anywhere). */
function browserWith(address: string, device: TestClient): TestClient {
  const browser = new TestClient(address);
  browser.cookies.set('admin_device', device.cookies.get('admin_device')!);
  return browser;
}

describe('device cookies', () => {
  let laptop: TestClient;

  it('a successful sign-in sets a signed, HttpOnly, long-lived device cookie, kept by the next sign-in', async () => {
    laptop = new TestClient('198.51.100.40');
    expect((await laptop.login(TEST_PASSWORD)).status).toBe(200);
    const cookie = laptop.cookies.get('admin_device')!;
    expect(cookie.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/', secure: false });
    expect((cookie.options.expires as Date).getTime()).toBeGreaterThan(Date.now() + DEVICE_COOKIE_LIFETIME_MS - 60_000);
    expect((await laptop.login(TEST_PASSWORD)).status).toBe(200);
    expect(laptop.cookies.get('admin_device')!.value).toBe(cookie.value);
  });

  it('the attack: 40 addresses x 5 wrong passwords lock strangers out, never a browser that signed in before', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n++) {
      const stranger = new TestClient(`192.0.2.${n}`);
      for (let i = 0; i < 5; i++) statuses.push((await stranger.login(`guess ${n}-${i}`)).status);
    }
    // Every attempt is inside its address's limit; the budget of 50 failures ends the checks.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_BUDGET.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LOGIN_FAILURE_BUDGET.limit);

    // A stranger (or the agency on a new browser) waits, as before.
    expect((await new TestClient('192.0.2.100').login(TEST_PASSWORD)).status).toBe(429);
    // The agency's laptop, from yet another address, signs in.
    const signedIn = await browserWith('192.0.2.101', laptop).login(TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ isAdmin: true });
  }, 180_000);

  it('a forged or altered device cookie counts for nothing', async () => {
    const [id, mac] = laptop.cookies.get('admin_device')!.value.split('.');
    for (const value of [`${'A'.repeat(22)}.${mac}`, `${id}.${'A'.repeat(43)}`, 'garbage']) {
      const forger = new TestClient('192.0.2.102');
      forger.cookies.set('admin_device', { value, options: {} });
      expect((await forger.login(TEST_PASSWORD)).status, value).toBe(429);
    }
  });

  it('a device has its own limit of 5 attempts, which another device does not share', async () => {
    getDb().$client.prepare("delete from rate_limits where key = 'admin-login-failures'").run();
    const tablet = new TestClient('198.51.100.41');
    expect((await tablet.login(TEST_PASSWORD)).status).toBe(200);

    const stolen = browserWith('192.0.2.103', laptop);
    for (let i = 0; i < DEVICE_LOGIN_LIMIT.limit; i++) expect((await stolen.login(`guess ${i}`)).status).toBe(401);
    const limited = await stolen.login(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Its failures spent no one else's budget: the tablet, and a stranger's first try, are checked.
    expect((await browserWith('192.0.2.104', tablet).login(TEST_PASSWORD)).status).toBe(200);
    expect((await new TestClient('192.0.2.105').login('wrong')).status).toBe(401);
  }, 60_000);

  it('on https the cookie is __Host- prefixed and Secure', async () => {
    vi.stubEnv('SITE_URL', 'https://siamhunks.example');
    const client = new TestClient('198.51.100.42');
    const csrf = (await client.call('GET', 'http://localhost/api/admin/csrf-token')).body.csrfToken;
    const response = await client.call('POST', 'http://localhost/api/admin/login', {
      json: { password: TEST_PASSWORD },
      headers: { 'x-csrf-token': csrf },
    });
    expect(response.status).toBe(200);
    expect(client.cookies.get('__Host-admin_device')?.options).toMatchObject({ secure: true, httpOnly: true, path: '/' });
  });
});
