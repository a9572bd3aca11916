/**
 * Every server setting, read from the environment (documented in README.md and .env.example) and
 * validated here, so nothing else reads process.env. Read lazily on each call so tests can point a
 * process at their own database or mail folder before first use. Brand values that pre-rendered
 * pages and islands show are build-time values in `src/lib/site.ts`.
 */
import path from 'node:path';

// The site's public address when SITE_URL is unset (what `npm start` serves).
const DEFAULT_SITE_URL = 'http://localhost:4321';

const setting = (name: string): string | undefined => process.env[name] || undefined;

/** The site's public address (SITE_URL): links in e-mails and calendar files, Secure cookies on https. */
export function siteUrl(): string {
  return setting('SITE_URL') ?? DEFAULT_SITE_URL;
}

/** An absolute link on the running site's address (SITE_URL): every link in e-mails, calendar files and API answers. */
export function siteLink(pathname: string): string {
  return new URL(pathname, siteUrl()).href;
}

/**
 * Why the server cannot start with this SITE_URL, or undefined: it must be an http(s) URL, is required
 * in production (else customers would be mailed localhost links), and must equal `builtSite`, the
 * address the pre-rendered pages (canonical, Open Graph, JSON-LD) were built with, when one is given.
 */
export function siteUrlProblem(builtSite?: string): string | undefined {
  const raw = setting('SITE_URL');
  if (!raw && isProduction()) return 'SITE_URL is required when NODE_ENV=production (the public address used in e-mail links, e.g. https://siamhunks.example)';
  let running: URL;
  try {
    running = new URL(siteUrl());
  } catch {
    return `SITE_URL must be an absolute http(s) address, not "${raw}"`;
  }
  if (running.protocol !== 'http:' && running.protocol !== 'https:') return `SITE_URL must be an absolute http(s) address, not "${raw}"`;
  if (builtSite && new URL(builtSite).href !== running.href) {
    return `SITE_URL is ${running.href} but the pages were built with ${new URL(builtSite).href}: rebuild (npm run build) with the same SITE_URL`;
  }
  return undefined;
}

/** True when the public address is https: every cookie gets the Secure flag (and the admin's the __Host- prefix), however the request reached us. */
export function isHttpsSite(): boolean {
  return siteUrl().startsWith('https:');
}

/** True in production (NODE_ENV=production). */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** True when sign-in links may be printed to the console (DEV_PRINT_LINKS=1, or the dev server): never by default. */
export function printLinks(): boolean {
  // MODE, not DEV: vitest runs with DEV true, and its tests must see what a plain `npm start` prints.
  return setting('DEV_PRINT_LINKS') === '1' || import.meta.env.MODE === 'development';
}

/** Path of the SQLite database file. */
export function databasePath(): string {
  return path.resolve(setting('DATABASE_PATH') ?? 'data/app.db');
}

/** Folder of the database migrations when MIGRATIONS_DIR overrides the one shipped with the app. */
export function migrationsDirSetting(): string | undefined {
  const dir = setting('MIGRATIONS_DIR');
  return dir ? path.resolve(dir) : undefined;
}

/** Folder where uploaded photos are stored (served at /uploads/). */
export function uploadsDir(): string {
  return path.resolve(setting('UPLOADS_DIR') ?? 'data/uploads');
}

/** Disk cache of resized image variants (`image-cache` beside the database), so a restart keeps them. */
export function imageCacheDir(): string {
  return path.join(path.dirname(databasePath()), 'image-cache');
}

/**
 * Folder of the files the site ships, which the image endpoint resizes (STATIC_DIR; server/serve.mjs
 * sets it to the build's client folder; default: public/ for `astro dev` and tests).
 */
export function staticDir(): string {
  return path.resolve(setting('STATIC_DIR') ?? 'public');
}

/** Private folder of advance transfer slips (SLIPS_DIR; default: `slips` beside the database). Never served. */
export function slipsDir(): string {
  const dir = setting('SLIPS_DIR');
  return dir ? path.resolve(dir) : path.join(path.dirname(databasePath()), 'slips');
}

/** Minutes between due-reminder checks (REMINDER_INTERVAL_MINUTES, default 5; 0 turns the check off). */
export function reminderIntervalMinutes(): number {
  const raw = process.env.REMINDER_INTERVAL_MINUTES;
  if (raw === undefined || raw.trim() === '') return 5;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > 24 * 60) {
    throw new Error(`REMINDER_INTERVAL_MINUTES must be a number of minutes from 0 to 1440, not "${raw}"`);
  }
  return minutes;
}

/** The sender of every message (MAIL_FROM). */
export function mailFrom(): string {
  return setting('MAIL_FROM') ?? 'Siam Hunks <bookings@siamhunks.example>';
}

/** Where agency notifications go (AGENCY_EMAIL). */
export function agencyEmail(): string {
  return setting('AGENCY_EMAIL') ?? 'bookings@siamhunks.example';
}

/** The SMTP server (SMTP_URL), or undefined to write .eml files to the outbox folder instead. */
export function smtpUrl(): string | undefined {
  return setting('SMTP_URL');
}

/** Folder of .eml files when no SMTP server is configured (MAIL_OUTBOX_DIR; default: `outbox` beside the database). */
export function outboxDir(): string {
  const dir = setting('MAIL_OUTBOX_DIR');
  return dir ? path.resolve(dir) : path.join(path.dirname(databasePath()), 'outbox');
}

/** Seconds before the first retry of an e-mail the SMTP server did not take (MAIL_RETRY_FIRST_SECONDS, 1 to 60, default 30); each later wait doubles. */
export function mailRetryFirstSeconds(): number {
  const raw = setting('MAIL_RETRY_FIRST_SECONDS');
  if (raw === undefined) return 30;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) {
    throw new Error(`MAIL_RETRY_FIRST_SECONDS must be a whole number of seconds from 1 to 60, not "${raw}"`);
  }
  return seconds;
}

/** Longest outbox retention allowed: the privacy page promises e-mail records are gone within a year. */
export const MAX_OUTBOX_RETENTION_DAYS = 365;

/** Days an .eml file, or a delivered outbox message, is kept (MAIL_OUTBOX_RETENTION_DAYS, default 30, at most the communication period). */
export function outboxRetentionDays(): number {
  const raw = process.env.MAIL_OUTBOX_RETENTION_DAYS;
  if (raw === undefined || raw.trim() === '') return 30;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > MAX_OUTBOX_RETENTION_DAYS) {
    throw new Error(`MAIL_OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_OUTBOX_RETENTION_DAYS}, not "${raw}"`);
  }
  return days;
}

/** The admin password from ADMIN_PASSWORD, or undefined to keep (or first generate) the stored one. */
export function adminPasswordSetting(): string | undefined {
  return setting('ADMIN_PASSWORD');
}

/** PROMPTPAY_ID as written (trimmed), or undefined; the advance feature checks its form at start-up. */
export function promptPayIdSetting(): string | undefined {
  return setting('PROMPTPAY_ID')?.trim() || undefined;
}

function wholeNumber(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  return value;
}

/** Hours an unconfirmed booking request lives before it is deleted (BOOKING_REQUEST_TTL_HOURS, default 24). */
export function bookingRequestTtlHours(): number {
  return wholeNumber('BOOKING_REQUEST_TTL_HOURS', 24, 24 * 30);
}

/** Days after the event that a booking link keeps working (BOOKING_LINK_DAYS_AFTER_EVENT, default 30). */
export function bookingLinkDaysAfterEvent(): number {
  return wholeNumber('BOOKING_LINK_DAYS_AFTER_EVENT', 30, 3650);
}
