// `npm run admin:password`, run as a user runs it, against a real database file.
import Database from 'better-sqlite3';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/server/password';
import { tempDir } from '@test/temp-db';

const temp = tempDir();
afterAll(() => temp.cleanup());
const env = { ...process.env, DATABASE_PATH: path.join(temp.dir, 'app.db'), ADMIN_PASSWORD: '' };
const args = ['--import', 'tsx', 'scripts/admin-password.ts'];
const storedHash = () => {
  const db = new Database(env.DATABASE_PATH, { readonly: true });
  const value = db.prepare("select value from settings where key = 'admin_password_hash'").pluck().get() as string;
  db.close();
  return value;
};

describe('admin:password', () => {
  it('generates and prints a new password, stores only its hash and ends every session', async () => {
    const first = execFileSync(process.execPath, args, { env, encoding: 'utf8' });
    const db = new Database(env.DATABASE_PATH);
    db.prepare("insert into sessions (id, secret_hash, csrf_token, last_used_at, expires_at) values ('s', x'00', 't', 0, 9e15)").run();
    db.close();
    const output = execFileSync(process.execPath, args, { env, encoding: 'utf8' });
    const password = /New admin password \(shown only now\): (\S+)/.exec(output)![1]!;
    expect(password).not.toBe(/: (\S+)$/m.exec(first)![1]);
    expect(output).toMatch(/^Sign in at https?:\/\/\S+\/admin-login\.$/m);
    expect(storedHash()).not.toContain(password);
    expect(await verifyPassword(password, storedHash())).toBe(true);
    const check = new Database(env.DATABASE_PATH, { readonly: true });
    expect(check.prepare('select count(*) from sessions').pluck().get()).toBe(0);
    check.close();
  }, 180_000); // two Node processes with tsx and scrypt: minutes on a loaded 2-core machine

  it('reads the password from stdin with --stdin and refuses one over 256 characters', async () => {
    const output = execFileSync(process.execPath, [...args, '--stdin'], { env, encoding: 'utf8', input: 'my chosen pass\n' });
    expect(output).not.toContain('my chosen pass');
    expect(await verifyPassword('my chosen pass', storedHash())).toBe(true);
    const long = spawnSync(process.execPath, [...args, '--stdin'], { env, encoding: 'utf8', input: 'x'.repeat(257) });
    expect(long.status).toBe(1);
    expect(long.stderr).toContain('1 to 256 characters');
    expect(await verifyPassword('my chosen pass', storedHash())).toBe(true);
  }, 180_000); // two Node processes with tsx and scrypt: minutes on a loaded 2-core machine
});
