// A full or read-only database (simulated portably on the server's own connection: PRAGMA
// max_page_count for a full disk, PRAGMA query_only for a read-only one, and a second connection
// holding the write lock for a locked one) answers one clear 503 from the API, reads keep working,
// nothing is half-stored, and writes succeed again once the condition ends.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, SERVER_BUSY_TIMEOUT_MS } from '@/lib/server/db';
import { STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/server/storage-errors';
import { TestClient, useTempServer } from '@test/client';
import { distinctBooking } from '@test/reliability/bookings';

let server: ReturnType<typeof useTempServer>;
beforeAll(() => {
  server = useTempServer();
});
afterAll(() => server.cleanup());

const bookingCount = () =>
  getDb().$client.prepare('select count(*) as n from bookings').get() as {
    n: number;
  };
let next = 0;
const book = (client: TestClient) =>
  client.call('POST', '/api/bookings', {
    json: { ...distinctBooking(next++), specialRequests: 'x'.repeat(1500) },
  });

async function expectReadsServe(client: TestClient) {
  expect((await client.call('GET', '/api/performers')).status).toBe(200);
  expect((await client.call('GET', '/api/pricing?category=male-strippers&location=bangkok')).status).toBe(200);
}

describe('storage failures answer 503 and recover', () => {
  it('a full database: 503 with the message, reads still served, nothing half-stored, then 201 again', async () => {
    const client = new TestClient('198.51.100.201');
    expect((await book(client)).status).toBe(201);
    const sqlite = getDb().$client;
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true }))}`);
    try {
      const before = bookingCount().n;
      let answer = await book(client);
      const created = [];
      // Free space left in existing pages may take a few more bookings before the file must grow.
      for (let i = 0; answer.status === 201 && i < 20; i += 1) {
        created.push(answer.body.id);
        answer = await book(client);
      }
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toEqual({ error: STORAGE_UNAVAILABLE_MESSAGE, code: 'storage_unavailable', params: {} });
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(bookingCount().n).toBe(before + created.length);
      const contact = await new TestClient('198.51.100.202').call('POST', '/api/contacts', {
        json: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', inquiryType: 'general', message: 'y'.repeat(4000) },
      });
      expect([201, 503]).toContain(contact.status);
      await expectReadsServe(client);
    } finally {
      sqlite.pragma('max_page_count = 1073741823');
    }
    expect((await book(client)).status).toBe(201);
  });

  it('a read-only database: 503 for bookings and admin writes, reads still served, then 201 again', async () => {
    const client = new TestClient('198.51.100.203');
    const admin = new TestClient('198.51.100.204');
    const csrf = await admin.loginAdmin(process.env.ADMIN_PASSWORD!);
    const sqlite = getDb().$client;
    const before = bookingCount().n;
    sqlite.pragma('query_only = ON');
    try {
      const answer = await book(client);
      expect(answer.status).toBe(503);
      expect(answer.body.error).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      const param = await admin.call('POST', '/api/admin/pricing-parameters', {
        json: { parameterType: 'waiter_rate', location: 'bangkok', value: 1234 },
        headers: { 'x-csrf-token': csrf },
      });
      expect(param.status).toBe(503);
      await expectReadsServe(client);
      expect((await admin.call('GET', '/api/admin/bookings')).status).toBe(200);
    } finally {
      sqlite.pragma('query_only = OFF');
    }
    expect(bookingCount().n).toBe(before);
    expect((await book(client)).status).toBe(201);
  });

  it('a database locked by another writer past the busy timeout: 503, then 201 once released', async () => {
    const client = new TestClient('198.51.100.205');
    const sqlite = getDb().$client;
    // The server's own short busy timeout (SERVER_BUSY_TIMEOUT_MS), so the process never stalls for long.
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(SERVER_BUSY_TIMEOUT_MS);
    const other = new Database(process.env.DATABASE_PATH);
    try {
      other.exec('BEGIN IMMEDIATE');
      const answer = await book(client);
      expect(answer.status).toBe(503);
      expect(answer.body.error).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      await expectReadsServe(client);
      other.exec('ROLLBACK');
      expect((await book(client)).status).toBe(201);
    } finally {
      other.close();
    }
  });
});
