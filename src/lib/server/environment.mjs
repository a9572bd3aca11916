// @ts-check
/**
 * Every server setting, read from the environment (documented in README.md and .env.example) and
 * validated here by one zod schema (ENV_SCHEMA), and nowhere else. Plain, type-checked JavaScript so that the three readers share it:
 * the app (bundled by Astro, through config.ts), the production server (server/serve.mjs, run by Node
 * without a bundler) and the Astro config (astro.config.mjs). Read lazily on each call so tests can
 * point a process at their own database or mail folder before first use. The brand values are not
 * read here but at build time, by Astro's typed `astro:env` from BRAND_ENV_SCHEMA below.
 */
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * The brand (site name, contact e-mail, social links, the promised reply time): Astro's env schema (astro.config.mjs `env`), so
 * the build validates them and inlines them into pages and e-mails (`astro:env/client`, read by
 * src/lib/site.ts); empty means the default. Public by design: they are printed on every page.
 * @satisfies {NonNullable<import('astro').AstroUserConfig['env']>['schema']}
 */
export const BRAND_ENV_SCHEMA = {
  BRAND_NAME: { context: 'client', access: 'public', type: 'string', default: 'Siam Hunks' },
  CONTACT_EMAIL: { context: 'client', access: 'public', type: 'string', default: 'bookings@siamhunks.example' },
  SOCIAL_FACEBOOK_URL: { context: 'client', access: 'public', type: 'string', url: true, default: 'https://www.facebook.com/siamhunks' },
  SOCIAL_INSTAGRAM_URL: { context: 'client', access: 'public', type: 'string', url: true, default: 'https://www.instagram.com/siamhunks' },
  SOCIAL_WHATSAPP_URL: { context: 'client', access: 'public', type: 'string', url: true, default: 'https://wa.me/66000000000' },
  // The number the support line answers (a tel: link): digits with an optional leading +.
  CONTACT_PHONE: { context: 'client', access: 'public', type: 'string', startsWith: '+', default: '+66000000000' },
  // The one reply time the site promises (the contact page's card and the toast after sending): hours, 1 to 720.
  CONTACT_REPLY_HOURS: { context: 'client', access: 'public', type: 'number', int: true, gt: 0, max: 720, default: 48 },
  // Where the agency is, for the business's structured data (JSON-LD): each left out while unset, never guessed.
  BUSINESS_STREET_ADDRESS: { context: 'client', access: 'public', type: 'string', default: '' },
  BUSINESS_POSTAL_CODE: { context: 'client', access: 'public', type: 'string', default: '' },
  // Decimal degrees as text (an empty number would fail the build's check): lib/site.ts reads them, out of range as unset.
  BUSINESS_LATITUDE: { context: 'client', access: 'public', type: 'string', default: '' },
  BUSINESS_LONGITUDE: { context: 'client', access: 'public', type: 'string', default: '' },
};

/**
 * @typedef {object} SettingDoc
 * @property {string} name the environment variable
 * @property {string} [default] the default, as the README says it (Markdown); a number's comes from `number`
 * @property {{ fallback?: number, min: number, max: number, off?: number, whole?: false }} [number] a number's
 *   default (none: unset), its range (a whole number unless `whole: false`) and the value that turns it off, if any:
 *   the README shows them, and settings-list.test.ts checks that the reader keeps to them
 * @property {string} meaning what it does and when it is read (Markdown; a number's range is added from `number`)
 * @property {string} example the value `.env.example` writes ('' leaves it empty: the default)
 * @property {boolean} [commented] written commented out in `.env.example`
 * @property {boolean} [internal] for tests and tools only: in the README, not in `.env.example`
 */

// Longest outbox retention allowed: the privacy page promises e-mail records are gone within a year.
const MAX_OUTBOX_RETENTION_DAYS = 365;

/**
 * Every setting, declared once: the README's settings table and `.env.example` are generated from this
 * list (`npm run settings`; `npm run lint` fails when they differ), and settings-list.test.ts checks that every
 * variable this module and the server read is listed, and that each number's reader below keeps the default
 * and range given here.
 * @type {readonly SettingDoc[]}
 */
// prettier-ignore
export const SETTINGS = [
  { name: 'HOST', default: '`127.0.0.1`', meaning: 'address the server listens on (`0.0.0.0` to expose it; not used when systemd passes a socket: `deploy/siam-hunks.socket`)', example: '127.0.0.1' },
  { name: 'PORT', number: { fallback: 4321, min: 1, max: 65535 }, meaning: 'port the server listens on (not used when systemd passes a socket)', example: '4321' },
  { name: 'SITE_URL', default: '`http://localhost:4321`', meaning: 'public address, read at run time for every link the server makes (e-mails, dashboard sign-in, calendar files, `sitemap.xml`, `robots.txt`); pre-rendered pages carry the build\'s value (canonical, Open Graph, JSON-LD), so the server refuses to start when the running value differs from the build\'s, naming both: build and serve with the same value (`npm start` does). Required when `NODE_ENV=production`. `https:` turns on HSTS and makes every cookie `Secure` (the admin\'s `__Host-`), also behind a TLS proxy that talks http to us', example: 'http://localhost:4321' },
  { name: 'DATABASE_PATH', default: '`data/app.db`', meaning: 'SQLite database file (created on first start)', example: 'data/app.db' },
  { name: 'UPLOADS_DIR', default: '`data/uploads`', meaning: 'uploaded photos, served at `/uploads/`', example: 'data/uploads' },
  { name: 'ADMIN_PASSWORD', default: 'generated', meaning: 'admin password (max 256 characters); when unset the first start generates one, stores only its scrypt hash and prints it once to a terminal (else writes it once to `admin-password.txt`, mode 0600, beside the database, and logs where); changing it ends every admin session', example: '' },
  { name: 'PASSWORD_HASH_COST', internal: true, number: { fallback: 17, min: 10, max: 20 }, meaning: 'the admin password hash\'s cost (log2 of scrypt\'s N); the tests set `10` so a sign-in takes a millisecond; below `17` the server refuses to start when `NODE_ENV=production`', example: '' },
  { name: 'SMTP_URL', default: 'unset', meaning: 'SMTP server for e-mail (`smtp://user:pass@host:587`); unset writes `.eml` files to the outbox', example: '' },
  { name: 'MAIL_OUTBOX_DIR', default: '`outbox/` beside the database (`data/outbox`)', meaning: 'where `.eml` files go when `SMTP_URL` is unset', example: '' },
  { name: 'MAIL_OUTBOX_RETENTION_DAYS', number: { fallback: 30, min: 1, max: MAX_OUTBOX_RETENTION_DAYS }, meaning: 'days an `.eml` file stays in the outbox before the daily purge deletes it (another value stops the server at start)', example: '30' },
  { name: 'MAIL_FROM', default: '`Siam Hunks <bookings@siamhunks.example>`', meaning: 'sender of every e-mail', example: 'Siam Hunks <bookings@siamhunks.example>' },
  { name: 'MAIL_RETRY_FIRST_SECONDS', number: { fallback: 30, min: 1, max: 60 }, meaning: 'wait before the outbox first retries an e-mail the mail server did not take; each later wait doubles, up to an hour; after a day it is marked failed', example: '30' },
  { name: 'AGENCY_EMAIL', default: '`bookings@siamhunks.example`', meaning: 'where notifications go: new, modified and cancelled bookings, contact messages, applications', example: 'bookings@siamhunks.example' },
  { name: 'NODE_ENV', default: 'unset', meaning: '`production` requires `SITE_URL` (else the start stops: customers would be mailed `localhost` links)', example: 'production', commented: true },
  { name: 'DEV_PRINT_LINKS', default: 'unset', meaning: '`1` also prints dashboard sign-in links (and their address) on the server console, for local testing; `npm run dev` does so too. Never set it in production: a link is a key. Logs otherwise carry the 8-character booking reference, never an id, link or e-mail address', example: '' },
  { name: 'PROMPTPAY_ID', default: 'unset', meaning: 'PromptPay receiver for the advance until the owner saves the ways to pay in the admin\'s Pagamenti tab (which then win): a Thai mobile number (`0812345678`) or a 13-digit citizen/tax id; a malformed value stops the server at start', example: '' },
  { name: 'SLIPS_DIR', default: '`slips/` beside the database (`data/slips`)', meaning: 'customers\' transfer slips; private, never served publicly', example: '' },
  { name: 'BOOKING_REQUEST_TTL_HOURS', number: { fallback: 24, min: 1, max: 720 }, meaning: 'hours a booking request waits for its e-mail address to be confirmed; unconfirmed requests hold no performer and are deleted after this', example: '24' },
  { name: 'UNPAID_HOLD_HOURS', number: { fallback: 48, min: 1, max: 720 }, meaning: 'hours a pending booking holds its performers with its advance unpaid before the customer is reminded (with the QR); never within 12 hours of the event', example: '48' },
  { name: 'UNPAID_HOLD_GRACE_HOURS', number: { fallback: 24, min: 1, max: 720 }, meaning: 'hours after that reminder before the booking is cancelled and its performers released; never within 12 hours of the event', example: '24' },
  { name: 'BOOKING_LINK_DAYS_AFTER_EVENT', number: { fallback: 30, min: 1, max: 3650 }, meaning: 'days after the event that the booking link (summary, calendar file) keeps working', example: '30' },
  { name: 'PERFORMER_ADDRESS_HOURS', number: { fallback: 24, min: 1, max: 336 }, meaning: 'hours before a confirmed event that its performers see the venue\'s address (page, feed, e-mails)', example: '24' },
  { name: 'STATIC_DIR', default: 'the build\'s `dist/client/` under `npm run serve`, else `public/`', meaning: 'the shipped files the image endpoint resizes (set it only for an unusual layout)', example: '' },
  { name: 'REMINDER_INTERVAL_MINUTES', number: { fallback: 5, min: 0, max: 1440, off: 0, whole: false }, meaning: 'minutes between checks for reminders due 24 hours before an event', example: '5' },
  { name: 'TRUST_PROXY', default: 'unset', meaning: 'reverse proxies in front of the server: a number of hops (`1` for one proxy) or the proxies\' addresses (comma list, CIDR allowed); the client is the address the nearest trusted proxy saw (see [operations](docs/operations.md#behind-a-reverse-proxy) and [security](docs/security.md#proxy-trust))', example: '' },
  { name: 'REQUEST_TIMEOUT_SECONDS', number: { fallback: 30, min: 1, max: 300 }, meaning: 'seconds a request may take to arrive, headers and body, before its connection is cut off (a slow body holds no socket for longer; the headers alone get at most 15 s); `e2e/security-bodies.spec.ts` sets `5` so it need not wait out the default', example: '30' },
  { name: 'SHUTDOWN_GRACE_SECONDS', number: { fallback: 10, min: 1, max: 300 }, meaning: 'on SIGTERM, how long requests in flight may finish before they are cut off ([operations](docs/operations.md#stopping-and-restarting))', example: '10' },
  { name: 'BACKUP_INTERVAL_HOURS', number: { fallback: 24, min: 1, max: 168, off: 0 }, meaning: 'hours between the server\'s own online backups', example: '24' },
  { name: 'BACKUP_KEEP_DAYS', number: { fallback: 14, min: 1, max: 365 }, meaning: 'days a scheduled backup is kept', example: '14' },
  { name: 'BACKUP_DIR', default: '`backups/` beside the database', meaning: 'where backups go: another disk or a mounted remote ([operations](docs/operations.md#backups-and-restore))', example: '' },
  { name: 'REPLICA_URL', default: 'unset (off)', meaning: 'where the server streams the database continuously with Litestream (its own child process, restarted if it dies): `sftp://user@host/folder` (another machine over SSH), `s3://bucket/folder` (S3-compatible storage, credentials in `LITESTREAM_ACCESS_KEY_ID` and `LITESTREAM_SECRET_ACCESS_KEY`) or `file:///folder`; `/api/health` gives the replica\'s age ([operations](docs/operations.md#continuous-replication))', example: '' },
  { name: 'REPLICA_SSH_KEY', default: 'unset', meaning: 'the private SSH key Litestream signs in with for an `sftp://` `REPLICA_URL`', example: '' },
  { name: 'REPLICA_SYNC_SECONDS', number: { fallback: 1, min: 1, max: 60 }, meaning: 'seconds between two shipments of the database\'s new writes to `REPLICA_URL`: the most a dead machine can lose', example: '1' },
  { name: 'LITESTREAM_PATH', internal: true, default: 'the `@flydotio/litestream-linux-x64` package\'s binary', meaning: 'the Litestream program the server runs when `REPLICA_URL` is set', example: '' },
  { name: 'METRICS_PORT', number: { min: 1, max: 65535 }, meaning: 'Prometheus metrics at `http://127.0.0.1:<port>/metrics`, loopback only; unset: none', example: '' },
  { name: 'LOG_LEVEL', default: '`info`', meaning: 'the least severe request-log line written (`fatal`, `error`, `warn`, `info`: one line per page or API call, `debug`: static files too, `trace`, `silent`); the end-to-end tests run the server at `warn`', example: 'info' },
  { name: 'LOG_FORMAT', default: '`auto`', meaning: 'how log lines are written: `auto` readable in a terminal and JSON otherwise, `pretty` or `json` always', example: 'auto' },
  { name: 'BRAND_NAME', default: '`Siam Hunks`', meaning: 'site name (read at build time)', example: 'Siam Hunks' },
  { name: 'CONTACT_EMAIL', default: '`bookings@siamhunks.example`', meaning: 'contact address shown on the site (build time)', example: 'bookings@siamhunks.example' },
  { name: 'SOCIAL_FACEBOOK_URL', default: 'the agency\'s pages', meaning: 'footer social links (build time)', example: 'https://www.facebook.com/siamhunks' },
  { name: 'SOCIAL_INSTAGRAM_URL', default: 'the agency\'s pages', meaning: 'footer social links (build time)', example: 'https://www.instagram.com/siamhunks' },
  { name: 'SOCIAL_WHATSAPP_URL', default: 'the agency\'s pages', meaning: 'footer social links (build time)', example: 'https://wa.me/66000000000' },
  { name: 'CONTACT_PHONE', default: '`+66000000000`', meaning: 'the support line\'s number with its country code: the dashboard\'s call button (`tel:`), beside its WhatsApp button (build time)', example: '+66000000000' },
  { name: 'BUSINESS_STREET_ADDRESS', default: 'unset', meaning: 'the agency\'s street address (in Bangkok) for the business\'s structured data (JSON-LD `address`); left out while unset (build time)', example: '' },
  { name: 'BUSINESS_POSTAL_CODE', default: 'unset', meaning: 'the postcode of that address (JSON-LD `postalCode`); left out while unset (build time)', example: '' },
  { name: 'BUSINESS_LATITUDE', default: 'unset', meaning: 'the agency\'s latitude in decimal degrees, -90 to 90 (JSON-LD `geo`, given only with `BUSINESS_LONGITUDE`; build time)', example: '' },
  { name: 'BUSINESS_LONGITUDE', default: 'unset', meaning: 'the agency\'s longitude in decimal degrees, -180 to 180 (JSON-LD `geo`, given only with `BUSINESS_LATITUDE`; build time)', example: '' },
  { name: 'CONTACT_REPLY_HOURS', number: { fallback: 48, min: 1, max: 720 }, meaning: 'hours within which the agency promises to answer an inquiry: the contact page\'s card and the toast after sending (build time)', example: '48' },
  { name: 'CHROMIUM_PATH', default: '`/usr/bin/chromium`', meaning: 'browser for the end-to-end tests (read from the environment by the tests, not from `.env`)', example: '/usr/bin/chromium' },
  { name: 'CADDY_PATH', default: '`/usr/bin/caddy`', meaning: 'Caddy, the reverse proxy of `e2e/security-proxy.spec.ts` (read from the environment, like `CHROMIUM_PATH`)', example: '/usr/bin/caddy' },
  { name: 'MIGRATIONS_DIR', default: '`db/migrations`', meaning: 'where migrations are read from (found automatically)', example: '' },
];

// The site's public address when SITE_URL is unset (what `npm start` serves).
const DEFAULT_SITE_URL = 'http://localhost:4321';

/** The password hash's cost in production: scrypt N = 2^17 (128 MiB and a few hundred milliseconds a guess). */
export const PRODUCTION_PASSWORD_HASH_COST = 17;

const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const LOG_FORMATS = /** @type {const} */ (['auto', 'pretty', 'json']);

/**
 * A number setting's schema as SETTINGS declares it (range, the value that turns it off) and its
 * default: its reader and the README's row come from the same entry.
 * @param {string} name
 */
function declaredNumber(name) {
  const declared = SETTINGS.find((s) => s.name === name)?.number;
  if (!declared) throw new Error(`${name} is not a number setting in SETTINGS`);
  const { fallback, min, max, off, whole } = declared;
  // The unit its name ends with, for the refusal: MAIL_OUTBOX_RETENTION_DAYS "must be a whole number of days from 1 to 365".
  const unit = /_(DAYS|HOURS|MINUTES|SECONDS)$/.exec(name)?.[1]?.toLowerCase();
  const kind = `${whole === false ? 'a number' : 'a whole number'}${unit ? ` of ${unit}` : ''}`;
  const error = `${kind} from ${min} to ${max}${off === undefined ? '' : `, or ${off} (off)`}`;
  const number = z.coerce
    .number({ error })
    .refine((value) => value === off || ((whole === false || Number.isInteger(value)) && value >= min && value <= max), { error });
  return { number, fallback };
}

/**
 * A number setting with its declared default.
 * @param {string} name
 */
function numberSetting(name) {
  const { number, fallback } = declaredNumber(name);
  if (fallback === undefined) throw new Error(`${name} has no default in SETTINGS`);
  return number.default(fallback);
}

/**
 * A number setting that may stay unset.
 * @param {string} name
 */
const optionalNumberSetting = (name) => declaredNumber(name).number.optional();

/** A text setting, undefined when unset. */
const text = z.string().optional();

/**
 * Every variable the server reads, with its type, default and range: one zod schema. Each is read on
 * its own, lazily (read below), so a test can set one before first use and a bad value stops only
 * what reads it (the server reads them all as it starts). The brand is not here but in
 * BRAND_ENV_SCHEMA, read by Astro at build time.
 */
export const ENV_SCHEMA = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: numberSetting('PORT'),
  // systemd's socket hand-over: not settings, but read here like them.
  LISTEN_PID: z.coerce.number().optional(),
  LISTEN_FDS: z.coerce.number({ error: 'a whole number' }).int({ error: 'a whole number' }).min(0, { error: 'a whole number' }).optional(),
  SITE_URL: text,
  NODE_ENV: text,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: `one of ${LOG_FORMATS.join(', ')}` }).default('auto'),
  DEV_PRINT_LINKS: text,
  TRUST_PROXY: text,
  ASTRO_SERVER_ENTRY: text,
  DATABASE_PATH: z.string().default('data/app.db'),
  MIGRATIONS_DIR: text,
  UPLOADS_DIR: z.string().default('data/uploads'),
  STATIC_DIR: z.string().default('public'),
  SLIPS_DIR: text,
  REMINDER_INTERVAL_MINUTES: numberSetting('REMINDER_INTERVAL_MINUTES'),
  MAIL_FROM: z.string().default('Siam Hunks <bookings@siamhunks.example>'),
  AGENCY_EMAIL: z.string().default('bookings@siamhunks.example'),
  SMTP_URL: text,
  MAIL_OUTBOX_DIR: text,
  MAIL_RETRY_FIRST_SECONDS: numberSetting('MAIL_RETRY_FIRST_SECONDS'),
  MAIL_OUTBOX_RETENTION_DAYS: numberSetting('MAIL_OUTBOX_RETENTION_DAYS'),
  ADMIN_PASSWORD: text,
  PASSWORD_HASH_COST: numberSetting('PASSWORD_HASH_COST'),
  PROMPTPAY_ID: z
    .string()
    .transform((id) => id.trim() || undefined)
    .optional(),
  BOOKING_REQUEST_TTL_HOURS: numberSetting('BOOKING_REQUEST_TTL_HOURS'),
  PERFORMER_ADDRESS_HOURS: numberSetting('PERFORMER_ADDRESS_HOURS'),
  UNPAID_HOLD_HOURS: numberSetting('UNPAID_HOLD_HOURS'),
  UNPAID_HOLD_GRACE_HOURS: numberSetting('UNPAID_HOLD_GRACE_HOURS'),
  BOOKING_LINK_DAYS_AFTER_EVENT: numberSetting('BOOKING_LINK_DAYS_AFTER_EVENT'),
  REQUEST_TIMEOUT_SECONDS: numberSetting('REQUEST_TIMEOUT_SECONDS'),
  SHUTDOWN_GRACE_SECONDS: numberSetting('SHUTDOWN_GRACE_SECONDS'),
  BACKUP_INTERVAL_HOURS: numberSetting('BACKUP_INTERVAL_HOURS'),
  BACKUP_KEEP_DAYS: numberSetting('BACKUP_KEEP_DAYS'),
  BACKUP_DIR: text,
  METRICS_PORT: optionalNumberSetting('METRICS_PORT'),
  REPLICA_URL: text,
  REPLICA_SSH_KEY: text,
  REPLICA_SYNC_SECONDS: numberSetting('REPLICA_SYNC_SECONDS'),
  LITESTREAM_PATH: text,
});

/**
 * One variable, as ENV_SCHEMA reads it (an empty value is unset); throws `NAME must be …, not "value"`.
 * @template {keyof typeof ENV_SCHEMA.shape} Name
 * @param {Name} name
 * @returns {z.output<(typeof ENV_SCHEMA.shape)[Name]>}
 */
function read(name) {
  const raw = process.env[name];
  const result = ENV_SCHEMA.shape[name].safeParse(raw?.trim() ? raw : undefined);
  if (!result.success) throw new Error(`${name} must be ${result.error.issues[0]?.message ?? 'valid'}, not "${raw}"`);
  return /** @type {z.output<(typeof ENV_SCHEMA.shape)[Name]>} */ (result.data);
}

/**
 * A folder setting as an absolute path, or `beside` (a folder beside the database) when unset.
 * @param {'SLIPS_DIR' | 'MAIL_OUTBOX_DIR' | 'BACKUP_DIR'} name
 * @param {string} beside
 */
const folderBesideDatabase = (name, beside) => {
  const dir = read(name);
  return dir ? path.resolve(dir) : path.join(path.dirname(databasePath()), beside);
};

/** The address the server listens on (HOST, default 127.0.0.1: local only until a proxy is set up). */
export const host = () => read('HOST');

/** The port the server listens on (PORT, 1 to 65535, default 4321). */
export const port = () => read('PORT');

/**
 * The listening socket a service manager handed over (systemd's socket activation, LISTEN_FDS and
 * LISTEN_PID): its file descriptor (3, the first passed), or undefined when none was passed to this
 * process. As systemd's sd_listen_fds(): only when LISTEN_PID is this process's id, so a child that
 * inherited the variables does not take the socket. With it, HOST and PORT are not used.
 * @returns {number | undefined}
 */
export function inheritedSocketFd() {
  if (read('LISTEN_PID') !== process.pid) return undefined;
  const count = read('LISTEN_FDS');
  return count ? 3 : undefined;
}

/** The site's public address (SITE_URL): links in e-mails and calendar files, Secure cookies on https. */
export const siteUrl = () => read('SITE_URL') ?? DEFAULT_SITE_URL;

/**
 * An absolute link on the running site's address (SITE_URL): every link in e-mails, calendar files and API answers.
 * @param {string} pathname
 */
export const siteLink = (pathname) => new URL(pathname, siteUrl()).href;

/**
 * Why the server cannot start with this SITE_URL, or undefined: it must be an http(s) URL, is required
 * in production (else customers would be mailed localhost links), and must equal `builtSite`, the
 * address the pre-rendered pages (canonical, Open Graph, JSON-LD) were built with, when one is given.
 * @param {string} [builtSite]
 * @returns {string | undefined}
 */
export function siteUrlProblem(builtSite) {
  const raw = read('SITE_URL');
  if (!raw && isProduction())
    return 'SITE_URL is required when NODE_ENV=production (the public address used in e-mail links, e.g. https://siamhunks.example)';
  /** @type {URL} */
  let running;
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

/** True when the public address is https: every cookie gets the Secure flag (and the admin's the __Host- prefix), HSTS is sent, however the request reached us. */
export const isHttpsSite = () => siteUrl().startsWith('https:');

/** True in production (NODE_ENV=production). */
export const isProduction = () => read('NODE_ENV') === 'production';

/** LOG_LEVEL: the least severe request-log line written (default info: one line per request). */
export const logLevel = () => read('LOG_LEVEL');

/**
 * LOG_FORMAT: how the request log is written. `auto` (default): readable lines when standard output is a
 * terminal, JSON lines otherwise (a pipe, a file, journald, a container); `pretty` or `json` force one.
 * @param {boolean} [terminal] whether standard output is a terminal (process.stdout.isTTY by default)
 * @returns {'pretty' | 'json'}
 */
export function logFormat(terminal = Boolean(process.stdout.isTTY)) {
  const format = read('LOG_FORMAT');
  if (format === 'auto') return terminal ? 'pretty' : 'json';
  return format;
}

/** True when DEV_PRINT_LINKS=1 asks for sign-in links on the console (config.ts adds the dev server). */
export const printLinksSetting = () => read('DEV_PRINT_LINKS') === '1';

/**
 * What TRUST_PROXY says: nothing (no proxy: the socket is the client), a number of proxy hops in
 * front of the server, or the proxies' addresses (and CIDR ranges), compiled by proxy-addr into a test
 * of one address.
 * @typedef {{ kind: 'none' } | { kind: 'hops', hops: number } | { kind: 'addresses', trusts: (address: string) => boolean }} TrustProxy
 */

/**
 * IPv4 addresses as Node reports them on a dual-stack socket (::ffff:1.2.3.4) become plain.
 * @param {string} address
 */
export const plainAddress = (address) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Parses a TRUST_PROXY value; throws on one that is neither a hop count nor a list of addresses, so a
 * setting left over from its old yes/no meaning cannot silently trust every client.
 * @param {string | undefined} raw
 * @returns {TrustProxy}
 */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return { kind: 'none' };
  const refusal = `TRUST_PROXY must be a hop count from 0 to 10 or a comma list of proxy addresses, not "${raw}"`;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(refusal);
    return { kind: 'hops', hops };
  }
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    const compiled = proxyaddr.compile(entries);
    return { kind: 'addresses', trusts: (address) => compiled(address, 0) };
  } catch {
    throw new Error(refusal);
  }
}

/** The reverse proxies in front of the server (TRUST_PROXY: a hop count or their addresses); throws on a malformed value. */
export const trustProxy = () => parseTrustProxy(read('TRUST_PROXY'));

/**
 * The built server entry to serve (ASTRO_SERVER_ENTRY, a file path: npm run bench serves its own
 * build), or undefined for the app's dist/.
 */
export function serverEntrySetting() {
  const entry = read('ASTRO_SERVER_ENTRY');
  return entry ? path.resolve(entry) : undefined;
}

/** Path of the SQLite database file. */
export const databasePath = () => path.resolve(read('DATABASE_PATH'));

/**
 * Folder of the database migrations when MIGRATIONS_DIR overrides the one shipped with the app.
 * @returns {string | undefined}
 */
export function migrationsDirSetting() {
  const dir = read('MIGRATIONS_DIR');
  return dir ? path.resolve(dir) : undefined;
}

/** Folder where uploaded photos are stored (served at /uploads/). */
export const uploadsDir = () => path.resolve(read('UPLOADS_DIR'));

/** Disk cache of resized image variants (`image-cache` beside the database), so a restart keeps them. */
export const imageCacheDir = () => path.join(path.dirname(databasePath()), 'image-cache');

/**
 * Folder of the files the site ships, which the image endpoint resizes (STATIC_DIR; the production
 * server makes the build's client folder the default, defaultStaticDir; else public/ for `astro dev` and tests).
 */
export const staticDir = () => path.resolve(read('STATIC_DIR'));

/**
 * Makes dir the default of STATIC_DIR for this process. Written to the environment because the app
 * the server loads is a bundle with its own copy of this module: the environment is what both share.
 * @param {string} dir
 */
export function defaultStaticDir(dir) {
  process.env.STATIC_DIR ||= dir;
}

/** Private folder of advance transfer slips (SLIPS_DIR; default: `slips` beside the database). Never served. */
export const slipsDir = () => folderBesideDatabase('SLIPS_DIR', 'slips');

/** Minutes between due-reminder checks (REMINDER_INTERVAL_MINUTES, default 5; 0 turns the check off). */
export const reminderIntervalMinutes = () => read('REMINDER_INTERVAL_MINUTES');

/** The sender of every message (MAIL_FROM). */
export const mailFrom = () => read('MAIL_FROM');

/** Where agency notifications go (AGENCY_EMAIL). */
export const agencyEmail = () => read('AGENCY_EMAIL');

/** The SMTP server (SMTP_URL), or undefined to write .eml files to the outbox folder instead. */
export const smtpUrl = () => read('SMTP_URL');

/** Folder of .eml files when no SMTP server is configured (MAIL_OUTBOX_DIR; default: `outbox` beside the database). */
export const outboxDir = () => folderBesideDatabase('MAIL_OUTBOX_DIR', 'outbox');

/** Seconds before the first retry of an e-mail the SMTP server did not take (MAIL_RETRY_FIRST_SECONDS, 1 to 60, default 30); each later wait doubles. */
export const mailRetryFirstSeconds = () => read('MAIL_RETRY_FIRST_SECONDS');

/** Days an .eml file, or a delivered outbox message, is kept (MAIL_OUTBOX_RETENTION_DAYS, default 30, at most MAX_OUTBOX_RETENTION_DAYS). */
export const outboxRetentionDays = () => read('MAIL_OUTBOX_RETENTION_DAYS');

/** The admin password from ADMIN_PASSWORD, or undefined to keep (or first generate) the stored one. */
export const adminPasswordSetting = () => read('ADMIN_PASSWORD');

/**
 * The password hash's cost, log2 of scrypt's N (PASSWORD_HASH_COST, internal: default 17, 10 to 20).
 * Tests lower it so a sign-in does not take a second; production refuses anything below 17.
 */
export function passwordHashCost() {
  const cost = read('PASSWORD_HASH_COST');
  if (isProduction() && cost < PRODUCTION_PASSWORD_HASH_COST)
    throw new Error(`PASSWORD_HASH_COST must be at least ${PRODUCTION_PASSWORD_HASH_COST} when NODE_ENV=production, not "${cost}"`);
  return cost;
}

/** PROMPTPAY_ID as written (trimmed), or undefined; the advance feature checks its form at start-up. */
export const promptPayIdSetting = () => read('PROMPTPAY_ID');

/** Hours an unconfirmed booking request lives before it is deleted (BOOKING_REQUEST_TTL_HOURS, default 24). */
export const bookingRequestTtlHours = () => read('BOOKING_REQUEST_TTL_HOURS');

/** Hours before a confirmed event that its performers see the venue's address (PERFORMER_ADDRESS_HOURS, default 24). */
export const performerAddressHours = () => read('PERFORMER_ADDRESS_HOURS');

/**
 * Hours a pending booking may hold its performers with its advance neither reported nor received
 * before its customer is reminded (UNPAID_HOLD_HOURS, default 48).
 */
export const unpaidHoldHours = () => read('UNPAID_HOLD_HOURS');

/** Hours after that reminder before the booking is cancelled and its performers released (UNPAID_HOLD_GRACE_HOURS, default 24). */
export const unpaidHoldGraceHours = () => read('UNPAID_HOLD_GRACE_HOURS');

/** Days after the event that a booking link keeps working (BOOKING_LINK_DAYS_AFTER_EVENT, default 30). */
export const bookingLinkDaysAfterEvent = () => read('BOOKING_LINK_DAYS_AFTER_EVENT');

/** Seconds a request may take to arrive, headers and body, before the server cuts it off (REQUEST_TIMEOUT_SECONDS, 1 to 300, default 30). */
export const requestTimeoutSeconds = () => read('REQUEST_TIMEOUT_SECONDS');

/** Seconds a stopping server (SIGTERM) lets requests in flight finish before it cuts them off (SHUTDOWN_GRACE_SECONDS, 1 to 300, default 10). */
export const shutdownGraceSeconds = () => read('SHUTDOWN_GRACE_SECONDS');

/**
 * Hours between the server's own online backups (BACKUP_INTERVAL_HOURS, 1 to 168; default 24; 0 turns
 * them off, for a host that backs up by other means).
 */
export const backupIntervalHours = () => read('BACKUP_INTERVAL_HOURS');

/** Days a scheduled backup is kept before the next backup deletes it (BACKUP_KEEP_DAYS, 1 to 365, default 14). */
export const backupKeepDays = () => read('BACKUP_KEEP_DAYS');

/** Folder of the backups (BACKUP_DIR; default `backups` beside the database): another disk or a mounted remote. */
export const backupDir = () => folderBesideDatabase('BACKUP_DIR', 'backups');

/**
 * Loopback port of the Prometheus metrics (METRICS_PORT, 1 to 65535), or undefined (unset: no metrics
 * listener). Always bound to 127.0.0.1, whatever HOST says: metrics are for the machine's own scraper.
 */
export const metricsPort = () => read('METRICS_PORT');

/** Where the database is streamed by Litestream (REPLICA_URL: sftp://, s3:// or file://), or undefined: no replica (the default). */
export const replicaUrl = () => read('REPLICA_URL');

/** The SSH private key Litestream uses for an sftp:// replica (REPLICA_SSH_KEY), or undefined. */
export function replicaSshKey() {
  const key = read('REPLICA_SSH_KEY');
  return key ? path.resolve(key) : undefined;
}

/** Seconds between two shipments of new writes to the replica (REPLICA_SYNC_SECONDS, 1 to 60, default 1). */
export const replicaSyncSeconds = () => read('REPLICA_SYNC_SECONDS');

/** The Litestream binary (LITESTREAM_PATH; default the one the npm package `@flydotio/litestream-linux-x64` ships). */
export const litestreamPath = () => read('LITESTREAM_PATH') ?? path.resolve('node_modules/@flydotio/litestream-linux-x64/litestream');
