// Every admin endpoint without a session, without or with a wrong CSRF token, and after logout.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';

useTempApp();

const ID = '00000000-0000-4000-8000-000000000000';
const endpoints: [string, string][] = [
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/performers'],
  ['POST', '/api/admin/performers'],
  ['PUT', `/api/admin/performers/${ID}`],
  ['DELETE', `/api/admin/performers/${ID}`],
  ['PUT', '/api/admin/performers/reorder'],
  ['GET', '/api/admin/bookings'],
  ['GET', `/api/admin/bookings/${ID}`],
  ['DELETE', `/api/admin/bookings/${ID}`],
  ['PATCH', `/api/admin/bookings/${ID}/status`],
  ['POST', `/api/admin/bookings/${ID}/send-confirmation`],
  ['GET', '/api/admin/pricing-parameters'],
  ['POST', '/api/admin/pricing-parameters'],
  ['PATCH', `/api/admin/pricing-parameters/${ID}`],
  ['DELETE', `/api/admin/pricing-parameters/${ID}`],
  ['GET', '/api/admin/pricing'],
  ['PUT', `/api/admin/pricing/${ID}`],
  ['POST', '/api/admin/seed-database?dryRun=true'],
  ['GET', '/api/admin/contacts'],
  ['PATCH', `/api/admin/contacts/${ID}/status`],
  ['GET', '/api/admin/applications'],
  ['PATCH', `/api/admin/applications/${ID}/status`],
  ['POST', '/api/upload/photo'],
];
const unsafe = endpoints.filter(([method]) => method !== 'GET');
const state = () =>
  JSON.stringify(
    ['performers', 'bookings', 'pricing_parameters', 'pricing_items', 'contacts', 'applications'].map((t) =>
      getDb().$client.prepare(`select * from ${t}`).all(),
    ),
  );

describe('admin guards', () => {
  it('answer 401 JSON without a session on every endpoint, even with a CSRF token', async () => {
    const client = new TestClient();
    const token = await client.csrf();
    for (const [method, path] of endpoints) {
      const response = await client.call(method, path, { json: {}, headers: { 'x-csrf-token': token } });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication required', code: 'authentication_required', params: {} });
    }
  });

  it('also guard encoded, upper-case and trailing-slash spellings of admin paths', async () => {
    const client = new TestClient();
    for (const path of ['/api/%61dmin/performers', '/API/ADMIN/PERFORMERS', '/api/admin/performers/']) {
      expect((await client.call('GET', path)).status, path).toBe(401);
    }
  });

  it('answer 403 with a missing or wrong CSRF token on every state-changing endpoint, changing nothing', async () => {
    const client = new TestClient();
    expect((await client.login(TEST_PASSWORD)).status).toBe(200);
    const before = state();
    const right = await client.csrf();
    for (const [method, path] of unsafe) {
      for (const headers of [
        {} as Record<string, string>,
        { 'x-csrf-token': 'wrong' },
        { 'x-csrf-token': right.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      ]) {
        const response = await client.call(method, path, { json: {}, headers });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.body).toEqual({ error: 'Invalid CSRF token', code: 'csrf_invalid', params: {} });
      }
    }
    // The pre-login token of another browser is not this session's token.
    const stranger = await new TestClient().csrf();
    expect((await client.call('POST', '/api/admin/seed-database', { headers: { 'x-csrf-token': stranger } })).status).toBe(403);
    expect(state()).toBe(before);
    // With the right token the same calls get past the guard (404/400, not 401/403).
    for (const [method, path] of unsafe.filter(([, p]) => p.includes(ID))) {
      const response = await client.mutate(method, path, {});
      expect([400, 404], `${method} ${path}`).toContain(response.status);
    }
  });

  it('GET endpoints work with the session alone and are never cached', async () => {
    const client = new TestClient();
    await client.login(TEST_PASSWORD);
    for (const [method, path] of endpoints.filter(([m, p]) => m === 'GET' && !p.includes(ID))) {
      const response = await client.call(method, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answer 401 on every endpoint after logout', async () => {
    const client = new TestClient();
    await client.login(TEST_PASSWORD);
    const token = await client.csrf();
    const cookie = client.cookies.get('admin_session')!;
    await client.mutate('POST', '/api/admin/logout');
    client.cookies.set('admin_session', cookie);
    for (const [method, path] of endpoints) {
      expect((await client.call(method, path, { json: {}, headers: { 'x-csrf-token': token } })).status, path).toBe(401);
    }
  });
});
