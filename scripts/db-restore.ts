/**
 * `npm run db:restore -- <file>`: puts a backup in place of DATABASE_PATH. The server must be stopped
 * (the script stops nothing: it refuses while any process holds the database open). The backup is
 * copied beside the database and checked there (integrity_check, this site's tables) before anything is
 * moved; the current database, if any, is kept as `<name>.before-restore-<time>` (with its -wal; the
 * server's backup job deletes it after BACKUP_KEEP_DAYS), then
 * the checked copy is renamed into place, so at every moment one whole database is at DATABASE_PATH or
 * about to be. The next start migrates a backup of an older version.
 */
import '../server/load-env.mjs';
import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backupProblem } from '@/lib/server/backup';
import { databasePath } from '@/lib/server/config';

/** The processes (pids) that hold `file` or its -wal open, from /proc (Linux; the server's own user or root can see it). */
function holders(file: string): number[] {
  const names = new Set([file, `${file}-wal`]);
  const pids: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => names.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) pids.push(Number(pid));
    } catch {
      // Gone, or another user's process we may not look into.
    }
  }
  return pids;
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const source = process.argv[2] ? path.resolve(process.argv[2]) : fail('Usage: npm run db:restore -- <backup file>');
if (!existsSync(source)) fail(`No backup at ${source}`);
const target = databasePath();
const using = holders(target);
if (using.length > 0)
  fail(`The database ${target} is open in process ${using.join(', ')}: stop the server first (systemctl stop siam-hunks).`);

mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
const incoming = `${target}.restoring`;
rmSync(incoming, { force: true });
copyFileSync(source, incoming);
chmodSync(incoming, 0o600);
const problem = backupProblem(incoming);
if (problem) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(incoming + suffix, { force: true });
  fail(`Not restored: ${source} is not a sound backup (${problem}). Nothing was changed.`);
}
const check = new Database(incoming, { readonly: true });
const counts = {
  bookings: Number(check.prepare('select count(*) from bookings').pluck().get()),
  outbox: Number(check.prepare('select count(*) from outbox').pluck().get()),
};
check.close();

if (existsSync(target)) {
  const kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(target, kept);
  if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${kept}-wal`);
  rmSync(`${target}-shm`, { force: true });
  console.log(`The database that was there is kept as ${kept}`);
}
for (const suffix of ['-wal', '-shm']) rmSync(incoming + suffix, { force: true });
renameSync(incoming, target);
console.log(`Restored ${source} to ${target} (integrity_check: ok; ${counts.bookings} bookings, ${counts.outbox} e-mails in the outbox)`);
