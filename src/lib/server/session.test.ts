import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest } from '@test/hooks';
import { createSession, deleteAllSessions, SESSION_INACTIVITY_MS, SESSION_LIFETIME_MS, validateSessionToken } from './session';

const freshDatabase = freshDatabasePerTest();
const open = () => {
  const temp = freshDatabase();
  return temp.db;
};

describe('sessions', () => {
  it('issues an id.secret token with 160 + 192 random bits and stores only the SHA-256 of the secret', () => {
    const db = open();
    const { token, session } = createSession(db);
    const [id, secret] = token.split('.') as [string, string];
    expect(id).toMatch(/^[\w-]{27}$/);
    expect(secret).toMatch(/^[\w-]{32}$/);
    const row = db.$client.prepare('select * from sessions').get() as Record<string, unknown>;
    expect(row.id).toBe(id);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(Buffer.compare(row.secret_hash as Buffer, createHash('sha256').update(secret).digest())).toBe(0);
    expect(validateSessionToken(db, token)).toEqual(session);
  });

  it('rejects malformed tokens, a wrong secret and unknown ids without throwing', () => {
    const db = open();
    const { token } = createSession(db);
    const [id] = token.split('.');
    for (const bad of [
      '',
      '.',
      'abc',
      `${id}`,
      `${id}.`,
      `${id}.${'A'.repeat(32)}`,
      `${'B'.repeat(27)}.${'A'.repeat(32)}`,
      `${token}x`,
      "' or 1=1 --",
    ]) {
      expect(validateSessionToken(db, bad), bad).toBeNull();
    }
  });

  it('expires after 30 days and after 7 idle days; an expired session is deleted', () => {
    const db = open();
    const t0 = Date.now();
    const idle = createSession(db, t0).token;
    expect(validateSessionToken(db, idle, t0 + SESSION_INACTIVITY_MS - 1000)).not.toBeNull();
    expect(validateSessionToken(db, idle, t0 + 2 * SESSION_INACTIVITY_MS - 2000)).not.toBeNull();
    expect(validateSessionToken(db, idle, t0 + 3 * SESSION_INACTIVITY_MS)).toBeNull();
    const used = createSession(db, t0).token;
    let now = t0;
    while (now < t0 + SESSION_LIFETIME_MS - SESSION_INACTIVITY_MS) {
      now += SESSION_INACTIVITY_MS / 2;
      expect(validateSessionToken(db, used, now)).not.toBeNull();
    }
    expect(validateSessionToken(db, used, t0 + SESSION_LIFETIME_MS)).toBeNull();
    expect(db.$client.prepare('select count(*) from sessions').pluck().get()).toBe(0);
  });

  it('deleteAllSessions ends every session', () => {
    const db = open();
    const a = createSession(db).token;
    const b = createSession(db).token;
    deleteAllSessions(db);
    expect(validateSessionToken(db, a)).toBeNull();
    expect(validateSessionToken(db, b)).toBeNull();
  });
});
