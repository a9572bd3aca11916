import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import * as env from './environment.mjs';
import { BRAND_ENV_SCHEMA, ENV_SCHEMA, SETTINGS } from './environment.mjs';

// Read by the code but set by others, not by whoever runs the site: systemd's socket hand-over and the
// bench's server entry.
const NOT_SETTINGS = ['LISTEN_FDS', 'LISTEN_PID', 'ASTRO_SERVER_ENTRY'];

/** Every source file under a folder, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|astro)$/.test(f) && !f.includes('.test.') && !f.startsWith('paraglide'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));

/** The environment variables the app, the server and the test tools' check read. */
function variablesRead(): Set<string> {
  const names = new Set([...Object.keys(BRAND_ENV_SCHEMA), ...Object.keys(ENV_SCHEMA.shape)]);
  const environment = readFileSync('src/lib/server/environment.mjs', 'utf8');
  for (const [, name] of environment.matchAll(/\(\s*'([A-Z][A-Z0-9_]+)'/g)) names.add(name!);
  for (const text of [...sources('src'), ...sources('server')])
    for (const [, name] of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(name!);
  // The programs the tests run (scripts/check-test-tools.mjs checks them before npm test).
  for (const [, name] of readFileSync('scripts/check-test-tools.mjs', 'utf8').matchAll(/variable: '([A-Z_]+)'/g)) names.add(name!);
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

it('lists every setting the code reads, and only those (the README table and .env.example are made from the list)', () => {
  const listed = SETTINGS.map((s) => s.name);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...variablesRead()].sort()).toEqual([...listed].sort());
});

/** The reader of each number setting the server reads (CONTACT_REPLY_HOURS is read through BRAND_ENV_SCHEMA). */
const NUMBER_READERS: Record<string, () => number | undefined> = {
  PORT: env.port,
  PASSWORD_HASH_COST: env.passwordHashCost,
  MAIL_OUTBOX_RETENTION_DAYS: env.outboxRetentionDays,
  MAIL_RETRY_FIRST_SECONDS: env.mailRetryFirstSeconds,
  BOOKING_REQUEST_TTL_HOURS: env.bookingRequestTtlHours,
  UNPAID_HOLD_HOURS: env.unpaidHoldHours,
  UNPAID_HOLD_GRACE_HOURS: env.unpaidHoldGraceHours,
  BOOKING_LINK_DAYS_AFTER_EVENT: env.bookingLinkDaysAfterEvent,
  PERFORMER_ADDRESS_HOURS: env.performerAddressHours,
  REMINDER_INTERVAL_MINUTES: env.reminderIntervalMinutes,
  REQUEST_TIMEOUT_SECONDS: env.requestTimeoutSeconds,
  SHUTDOWN_GRACE_SECONDS: env.shutdownGraceSeconds,
  BACKUP_INTERVAL_HOURS: env.backupIntervalHours,
  BACKUP_KEEP_DAYS: env.backupKeepDays,
  METRICS_PORT: env.metricsPort,
  REPLICA_SYNC_SECONDS: env.replicaSyncSeconds,
};

it('each number setting is read with the default and range the list gives (so the README table says what the code does)', () => {
  const numbers = SETTINGS.filter((s) => s.number);
  expect(numbers.map((s) => s.name).sort()).toEqual([...Object.keys(NUMBER_READERS), 'CONTACT_REPLY_HOURS'].sort());
  for (const { name, number } of numbers) {
    const { fallback, min, max, off, whole } = number!;
    if (name === 'CONTACT_REPLY_HOURS') {
      const schema = BRAND_ENV_SCHEMA.CONTACT_REPLY_HOURS;
      expect({ fallback: schema.default, min: schema.gt + 1, max: schema.max, whole: schema.int ? undefined : false }).toEqual({
        fallback,
        min,
        max,
        whole,
      });
      continue;
    }
    const read = (value?: string) => {
      vi.stubEnv(name, value);
      return NUMBER_READERS[name]!();
    };
    expect(read(undefined), `${name} unset`).toBe(fallback);
    for (const value of [min, max, ...(off === undefined ? [] : [off])]) expect(read(String(value)), `${name}=${value}`).toBe(value);
    for (const value of [min - 1, max + 1].filter((v) => v !== off)) expect(() => read(String(value)), `${name}=${value}`).toThrow();
    if (whole !== false) expect(() => read(String(min + 0.5)), `${name}=${min + 0.5}`).toThrow();
    else expect(read(String(min + 0.5))).toBe(min + 0.5);
  }
});
