/**
 * The admin password: kept only as a scrypt hash in settings. ADMIN_PASSWORD, when set, is the
 * password (a changed value replaces the hash and ends every session); without it the first start
 * generates one and prints it once. Login is rate limited in SQLite: per client and by a global failure
 * budget, or per device for a browser that signed in before.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminPasswordSetting, siteLink } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { generatePassword, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from '@/lib/server/password';
import { refuse } from '@/lib/server/http';
import { hitRateLimit, peekRateLimit, pruneRateLimits, resetRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import { deleteAllSessions } from '@/lib/server/session';
import { hitDeviceLimit, resetDeviceLimit } from './device-cookie.server';
import { getSetting, setSetting } from '@/lib/server/settings';

/** Settings key of the password hash. */
export const PASSWORD_HASH_KEY = 'admin_password_hash';
/** At most 5 login attempts per client per 15 minutes; a success forgets the count. */
export const LOGIN_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/**
 * At most 50 failed logins an hour from all clients together: many addresses, each inside its own
 * limit, still cannot keep the password checks busy; once spent, every login waits for the window.
 */
export const LOGIN_FAILURE_BUDGET: RateLimitRule = { limit: 50, windowMs: 60 * 60 * 1000 };
const FAILURE_BUDGET_KEY = 'admin-login-failures';

/** Stores the hash of a new password and deletes every session, in one transaction. */
export async function setAdminPassword(db: Db, password: string): Promise<void> {
  if (!password || password.length > MAX_PASSWORD_LENGTH) {
    throw new Error(`The admin password must be 1 to ${MAX_PASSWORD_LENGTH} characters`);
  }
  const hash = await hashPassword(password);
  db.transaction(
    (tx) => {
      setSetting(tx, PASSWORD_HASH_KEY, hash);
      deleteAllSessions(tx as unknown as Db);
    },
    { behavior: 'immediate' },
  );
}

/** The file beside the database a generated owner password is written to when the server's output is no terminal. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** Makes sure a password exists: from ADMIN_PASSWORD, or generated and shown once (a terminal) or written to ADMIN_PASSWORD_FILE. */
export async function initAdminPassword(
  db: Db,
  envPassword = adminPasswordSetting(),
  log = console.log,
  terminal = process.stdout.isTTY === true,
): Promise<void> {
  const stored = getSetting(db, PASSWORD_HASH_KEY);
  if (envPassword) {
    if (stored && (await verifyPassword(envPassword, stored))) return;
    await setAdminPassword(db, envPassword);
    if (stored) log('[admin] ADMIN_PASSWORD changed: the new password is active and every admin session was ended.');
    return;
  }
  if (stored) return;
  const password = generatePassword();
  await setAdminPassword(db, password);
  const signIn = `[admin] Sign in at ${siteLink('/admin-login')}. Only its hash is stored. Set ADMIN_PASSWORD or run \`npm run admin:password\` to change it.\n`;
  if (terminal) {
    log(`\n[admin] No ADMIN_PASSWORD was set, so one was generated. It is shown only this once:\n\n    ${password}\n\n` + signIn);
    return;
  }
  // Not a terminal (journald, a container's log): the log is kept and copied, so the password goes to a file only
  // this user can read, beside the database; the log says where, never the password.
  const file = path.join(path.dirname(path.resolve(db.$client.name)), ADMIN_PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log(
    `[admin] No ADMIN_PASSWORD was set, so one was generated and written to ${file} (readable by this user only; delete it once read).\n` +
      signIn,
  );
}

const initialised = new WeakMap<Db, Promise<void>>();

/** initAdminPassword once per database connection (server start / first admin call). */
export function ensureAdminPassword(db: Db): Promise<void> {
  let pending = initialised.get(db);
  if (!pending) {
    pending = initAdminPassword(db);
    // A failure (for example an over-long ADMIN_PASSWORD) is retried on the next call and reported.
    pending.catch(() => initialised.delete(db));
    initialised.set(db, pending);
  }
  return pending;
}

const tooManyLogins = (retryAfterSeconds: number) =>
  refuse(
    429,
    { code: 'login_too_many', params: { minutes: Math.ceil(retryAfterSeconds / 60) } },
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );

/**
 * Checks a password for the client at address, counting the attempt against the client's limit and
 * a failure against the global budget: throws 429 past either, 503 when too many checks are queued,
 * and 401 for a wrong password. A browser with a trusted device cookie (device-cookie.server.ts) is
 * counted against its device's own limit instead, so strangers spending both cannot lock it out.
 */
export async function checkLogin(db: Db, password: string, address: string, device: string | null = null): Promise<void> {
  if (device) return checkDeviceLogin(db, password, device);
  const key = `admin-login:${address}`;
  const hit = hitRateLimit(db, key, LOGIN_LIMIT);
  if (!hit.allowed) throw tooManyLogins(hit.retryAfterSeconds);
  const budget = peekRateLimit(db, FAILURE_BUDGET_KEY, LOGIN_FAILURE_BUDGET);
  if (!budget.allowed) throw tooManyLogins(budget.retryAfterSeconds);
  if (!(await passwordMatches(db, password))) {
    hitRateLimit(db, FAILURE_BUDGET_KEY, LOGIN_FAILURE_BUDGET);
    throw refuse(401, { code: 'password_incorrect', params: {} });
  }
  resetRateLimit(db, key);
  pruneRateLimits(db);
}

async function checkDeviceLogin(db: Db, password: string, device: string): Promise<void> {
  const hit = hitDeviceLimit(db, device);
  if (!hit.allowed) throw tooManyLogins(hit.retryAfterSeconds);
  if (!(await passwordMatches(db, password))) throw refuse(401, { code: 'password_incorrect', params: {} });
  resetDeviceLimit(db, device);
  pruneRateLimits(db);
}

async function passwordMatches(db: Db, password: string): Promise<boolean> {
  const stored = getSetting(db, PASSWORD_HASH_KEY);
  return !!stored && (await verifyPassword(password, stored));
}
