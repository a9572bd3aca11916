/**
 * `npm run admin:password`: sets a new admin password and ends every admin session.
 * Without arguments a strong password is generated and printed; `-- --stdin` reads it from standard
 * input instead (so it never appears in the shell history or the process list).
 */
import '../server/load-env.mjs';
import { readFileSync } from 'node:fs';
import { setAdminPassword } from '@/features/admin/auth.server';
import { databasePath, siteLink } from '@/lib/server/config';
import { migrateDatabase, openDatabase } from '@/lib/server/db';
import { generatePassword, MAX_PASSWORD_LENGTH } from '@/lib/server/password';

const fromStdin = process.argv.includes('--stdin');
const password = fromStdin ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : generatePassword();
if (!password.trim() || password.length > MAX_PASSWORD_LENGTH) {
  console.error(`The password must be 1 to ${MAX_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}
const file = databasePath();
const db = openDatabase(file);
migrateDatabase(db);
await setAdminPassword(db, password);
db.$client.close();
console.log(`Admin password changed in ${file}; every admin session was ended.`);
if (!fromStdin) console.log(`New admin password (shown only now): ${password}`);
console.log(`Sign in at ${siteLink('/admin-login')}.`);
if (process.env.ADMIN_PASSWORD) {
  console.warn('Note: ADMIN_PASSWORD is set, and on the next server start its value replaces this password.');
}
