// GET /api/health: what a load balancer needs, without anything personal.
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '@db/schema';
import { outboxIdle } from '@/features/notifications/sender.server';
import { getDb } from '@/lib/server/db';
import { setSetting } from '@/lib/server/settings';
import { LAST_BACKUP_KEY } from '@/lib/server/backup';
import { LAST_PURGE_KEY } from '@/features/privacy/purge-job.server';
import { TestClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { isLoopback } from './health.server';
import { bangkokStrippers, bookingBody } from '@test/reliability/bookings';
import { addDays, todayInBangkok } from '@/lib/event-time';

useTempApp();
const client = new TestClient('127.0.0.9');

describe('GET /api/health', () => {
  let holder: ReturnType<typeof getDb>['$client'] | undefined;
  afterEach(() => holder?.close());

  it('reports the database writable, the outbox backlog and the ages of the last backup and purge', async () => {
    const booked = await client.call('POST', '/api/bookings', {
      json: bookingBody(bangkokStrippers[0]!.id, addDays(todayInBangkok(), 20), '20:00', { customerEmail: 'health@example.com' }),
    });
    expect(booked.status).toBe(201);
    // The booking's e-mail, once sent, is marked failed: the report must count it.
    await outboxIdle(getDb());
    const mails = getDb().update(outbox).set({ status: 'failed' }).run().changes;
    expect(mails).toBeGreaterThan(0);
    const now = Date.now();
    setSetting(getDb(), LAST_BACKUP_KEY, String(now - 3_600_000));
    setSetting(getDb(), LAST_PURGE_KEY, String(now - 120_000));
    const health = await client.call('GET', '/api/health');
    expect(health.status).toBe(200);
    const body = health.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'databaseWritable',
      'lastBackupAgeSeconds',
      'lastPurgeAgeSeconds',
      'ok',
      'outbox',
      'replica',
    ]);
    // No REPLICA_URL (a laptop's default): no replica to report.
    expect(body).toMatchObject({ ok: true, databaseWritable: true, replica: null });
    expect(body.lastBackupAgeSeconds).toBeGreaterThanOrEqual(3600);
    expect(body.lastBackupAgeSeconds).toBeLessThan(3700);
    expect(body.lastPurgeAgeSeconds).toBeGreaterThanOrEqual(120);
    expect(body.outbox).toEqual({ queued: 0, failed: mails });
    // Counts and ages only: nothing the booking held.
    expect(JSON.stringify(body)).not.toMatch(/health@example|Sukhumvit|Reliability/);
  });

  it('answers 503 with Retry-After while the database cannot be written', async () => {
    const Database = (await import('better-sqlite3')).default;
    holder = new Database(process.env.DATABASE_PATH ?? '');
    holder.exec('BEGIN IMMEDIATE');
    const health = await client.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('30');
    expect(health.body).toMatchObject({ ok: false, databaseWritable: false });
    holder.exec('ROLLBACK');
    expect((await client.call('GET', '/api/health')).status).toBe(200);
  });

  it('tells the public only whether it is up; the counts and ages are for the machine itself and the owner', async () => {
    const stranger = await new TestClient('203.0.113.41').call('GET', '/api/health');
    expect(stranger).toMatchObject({ status: 200, body: { ok: true } });
    expect(Object.keys(stranger.body)).toEqual(['ok']);
    const staffClient = await clientAs(addPerson('Health Staff', 'health-staff@example.com', 'staff'), 'staff', '203.0.113.42');
    expect(Object.keys((await staffClient.call('GET', '/api/health')).body)).toEqual(['ok']);
    const owner = await clientAs(addPerson('Health Owner', 'health-owner@example.com', 'owner'), 'owner', '203.0.113.43');
    expect((await owner.call('GET', '/api/health')).body).toHaveProperty('outbox');
    expect((await new TestClient('::1').call('GET', '/api/health')).body).toHaveProperty('lastBackupAgeSeconds');
    expect(['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['203.0.113.41', '::ffff:10.0.0.1', '128.0.0.1', 'unknown', '::2'].some(isLoopback)).toBe(false);
  });
});
