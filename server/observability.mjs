// @ts-check
/**
 * What the production server tells its operator: one log line per page or API request (pino: readable
 * lines in a terminal, JSON lines otherwise or as LOG_FORMAT says; static files only at LOG_LEVEL=debug)
 * and Prometheus metrics (prom-client, every request counted) on a loopback-only port.
 * The privacy rules of the app's own logs hold: a line names the route, never a booking id, token,
 * link or address, so paths are reduced to their route (ids and tokens become `:id`, the query is dropped).
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import pino from 'pino';
import client from 'prom-client';
import { databasePath, logFormat, logLevel } from '../src/lib/server/environment.mjs';

/** The global key under which the app (src/lib/server/job-metrics.ts) finds the job-duration recorder. */
const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');
// A segment that is an id or a token: never a label, never logged.
const VARIABLE_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f-]{27}|[\w-]{20,}|\d+)$/i;

/**
 * The route of a request path: lower-case, without its query, with every id, token and file name made
 * `:id`; a request nothing answered (404) is `not-found`, so scanners cannot grow the label set.
 * @param {string} url
 * @param {number} status
 */
export function routeLabel(url, status) {
  if (status === 404) return 'not-found';
  const pathname = (url.split('?')[0] ?? '/').toLowerCase();
  // The build's hashed assets: one label for all of them.
  if (pathname.startsWith('/_astro/')) return '/_astro/:file';
  const route = pathname
    .split('/')
    .map((segment) => (VARIABLE_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return route.length > 100 ? 'long-path' : route;
}

// The build's assets, the image endpoint, uploads and any file with an asset's extension.
const STATIC_FILE = /^\/(?:_astro\/|_image(?:$|\/)|uploads\/)|\.(?:m?js|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|webmanifest)$/;

/**
 * The level of a request's log line: a static file (script, style, image, font) is `debug`, so the log
 * shows one line per page or API call.
 * @param {string} url
 * @returns {'debug' | 'info'}
 */
export function requestLogLevel(url) {
  const pathname = (url.split(/[?#]/)[0] ?? '/').toLowerCase();
  return STATIC_FILE.test(pathname) ? 'debug' : 'info';
}

/**
 * A log record as one readable line: a request as 'GET /booking 200 12 ms', anything else its message.
 * @param {Record<string, unknown>} log
 * @param {string} messageKey
 */
export function readableLine(log, messageKey) {
  const message = log[messageKey];
  if (typeof log.route !== 'string') return typeof message === 'string' ? message : '';
  const unfinished = log.finished === false ? ' (closed before the end)' : '';
  return `${String(log.method)} ${log.route} ${String(log.status)} ${String(log.ms)} ms${unfinished}`;
}

/** How a terminal's line reads: '[14:03:07] INFO: GET /booking 200 12 ms' (pino-pretty's options). */
export const readableOptions = {
  ignore: 'pid,hostname,reqId,method,route,status,ms,finished',
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  messageFormat: readableLine,
};

/** The readable stream of a terminal (pino-pretty, a development dependency: without it the log stays JSON). */
async function prettyStream() {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty(readableOptions);
  } catch {
    return undefined;
  }
}

// Readable lines in a terminal, JSON lines otherwise (LOG_FORMAT, src/lib/server/environment.mjs).
const pretty = logFormat() === 'pretty' ? await prettyStream() : undefined;
/** The request logger (see above). */
export const logger = pretty ? pino({ base: undefined, level: logLevel() }, pretty) : pino({ base: undefined, level: logLevel() });

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'],
  registers: [registry],
});
const latency = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method and route',
  labelNames: ['method', 'route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const jobs = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'Time a background job run took, by job (src/lib/server/jobs.ts)',
  labelNames: ['job'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [registry],
});

/**
 * Reads the database's counts at each scrape, on a read-only connection of its own.
 * @param {(db: Database.Database) => void} read
 */
function withDatabase(read) {
  const file = databasePath();
  if (!existsSync(file)) return;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 250');
    read(db);
  } finally {
    db.close();
  }
}

/**
 * A gauge of a table's rows by status, counted at each scrape (one rule for every such count).
 * @param {string} name
 * @param {string} help
 * @param {'bookings' | 'outbox'} table a fixed table name, never input
 */
function rowsByStatusGauge(name, help, table) {
  new client.Gauge({
    name,
    help,
    labelNames: ['status'],
    registers: [registry],
    collect() {
      this.reset();
      withDatabase((db) => {
        const rows = /** @type {{ status: string, n: number }[]} */ (
          db.prepare(`select status, count(*) as n from ${table} group by status`).all()
        );
        for (const row of rows) this.set({ status: row.status }, row.n);
      });
    },
  });
}

rowsByStatusGauge('bookings', 'Bookings stored, by status', 'bookings');
rowsByStatusGauge('outbox_messages', 'E-mails in the outbox, by status (queued, sending, sent, failed)', 'outbox');
new client.Gauge({
  name: 'sqlite_wal_bytes',
  help: 'Size of the database write-ahead log',
  registers: [registry],
  collect() {
    const wal = `${databasePath()}-wal`;
    this.set(existsSync(wal) ? statSync(wal).size : 0);
  },
});

// The app's jobs report their durations through this (src/lib/server/job-metrics.ts).
/** @type {Record<symbol, unknown>} */ (globalThis)[JOB_OBSERVER] = (/** @type {string} */ job, /** @type {number} */ ms) =>
  jobs.observe({ job }, ms / 1000);

/**
 * Gives the request an id (a well-formed X-Request-Id from the proxy, or a new one; echoed in the
 * answer), and once it is answered writes its log line and counts it.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
export function observe(req, res) {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && /^[\w-]{1,64}$/.test(sent) ? sent : randomUUID();
  res.setHeader('X-Request-Id', id);
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req.url ?? '/', res.statusCode);
    const method = req.method ?? 'GET';
    requests.inc({ method, route, status: res.statusCode });
    latency.observe({ method, route }, seconds);
    const line = { reqId: id, method, route, status: res.statusCode, ms: Math.round(seconds * 1000), finished: res.writableFinished };
    logger[requestLogLevel(req.url ?? '/')](line);
  });
}

/**
 * Serves the metrics at http://127.0.0.1:<port>/metrics: loopback only, whatever HOST says (the
 * machine's own Prometheus scrapes it; nothing outside can).
 * @param {number} port
 * @returns {http.Server}
 */
export function serveMetrics(port) {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType });
        res.end(text);
      },
      (/** @type {unknown} */ error) => {
        logger.error({ err: String(error) }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, '127.0.0.1');
  return server;
}
