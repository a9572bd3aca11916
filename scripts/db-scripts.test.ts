// The database CLI scripts, run as a user runs them (npm scripts under the project's Node).
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '@test/temp-db';

const temp = tempDir();
afterAll(() => temp.cleanup());
const env = { ...process.env, DATABASE_PATH: path.join(temp.dir, 'app.db') };
const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env, encoding: 'utf8' });

describe('database scripts', () => {
  it('migrate, seed (dry run, then real) and back up a database', () => {
    expect(run('db-migrate')).toContain('Migrated');
    const count = () => {
      const db = new Database(env.DATABASE_PATH, { readonly: true });
      const n = db.prepare('select count(*) from performers').pluck().get();
      db.close();
      return n;
    };
    expect(count()).toBe(0);
    expect(run('db-seed', '--dry-run')).toContain('"dryRun":true');
    expect(count()).toBe(0);
    expect(run('db-seed')).toContain('"performersUpserted":19');
    expect(count()).toBe(19);

    const target = path.join(temp.dir, 'backup.db');
    expect(run('db-backup', target)).toContain('integrity_check: ok');
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare('select count(*) from pricing_items').pluck().get()).toBe(24);
    copy.close();
  });

  it('restore from the replica: a bad argument or no replica is said plainly, with nothing written', () => {
    const failure = (...args: string[]) => {
      try {
        run('db-restore-replica', ...args);
      } catch (error) {
        return String((error as { stderr: string }).stderr);
      }
      throw new Error('expected a failure');
    };
    const output = path.join(temp.dir, 'from-replica.db');
    expect(failure('-o', output)).toMatch(/^Usage: npm run db:restore-replica/);
    expect(failure('-timestamp', 'last tuesday', '-o', output, 'file:///nowhere')).toMatch(/^Not a time: last tuesday/);
    expect(failure('-o', output, `file://${path.join(temp.dir, 'no-replica')}`)).toMatch(/^Not restored:\n.*no matching backups found/);
    expect(() => new Database(output, { readonly: true, fileMustExist: true })).toThrow();
  });
});
