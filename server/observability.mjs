// @ts-check
/**
 * What the production server tells its operator: one log line per page or API request (pino: readable
 * lines in a terminal, JSON lines otherwise or as LOG_FORMAT says; static files only at LOG_LEVEL=debug)
 * and Prometheus metrics (prom-client, every request counted while METRICS_PORT serves them) on a loopback-only port.
 * The privacy rules of the app's own logs hold: a line names the route, never a booking id, token,
 * link or address, so a request is named by the route pattern that matched it, never by its path.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import pino from 'pino';
import client from 'prom-client';
import { databasePath, logFormat, logLevel } from '../src/lib/server/environment.mjs';

// Metrics are counted only when they are served (METRICS_PORT): otherwise nothing is kept in memory.
let countRequests = false;

/** The global key under which the app (src/lib/server/job-metrics.ts) finds the job-duration recorder. */
const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');
/** The label of every request no route matched (and of every 404), so made-up paths add nothing. */
export const UNMATCHED = 'unmatched';
/** The label past the cap: the set of route labels never grows beyond MAX_ROUTE_LABELS. */
export const OTHER = 'other';
/** How many distinct route labels the metrics keep (the app has fewer routes; the cap is the last lock). */
export const MAX_ROUTE_LABELS = 200;
/** @type {Set<string>} */
const seenRoutes = new Set();

/**
 * The route label of an answered request: the route pattern that matched it (Astro's `routePattern`,
 * e.g. `/api/bookings/[id]`, or a built file's path), never the path the client wrote, so no id, token
 * or query reaches a label or a log line; `unmatched` for a request no route matched and for a page's 404 (Astro's
 * 404 page answers every made-up path); a 404 an API route threw keeps its route (the route matched: an unknown
 * booking or link is that route's answer). Past MAX_ROUTE_LABELS distinct labels, `other`.
 * @param {string | undefined} pattern
 * @param {number} status
 */
export function routeLabel(pattern, status) {
  if (!pattern || (status === 404 && !pattern.startsWith('/api/'))) return UNMATCHED;
  if (!seenRoutes.has(pattern)) {
    if (seenRoutes.size >= MAX_ROUTE_LABELS) return OTHER;
    seenRoutes.add(pattern);
  }
  return pattern;
}

/**
 * The label of a file the server sends from the build (bounded by the build): the build's hashed assets share one.
 * @param {string} pathname
 */
export function fileRoute(pathname) {
  return pathname.startsWith('/_astro/') ? '/_astro/:file' : pathname;
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
 * answer), and once it is answered writes its log line and (with metrics served) counts it under the
 * route that matched it: `locals.routePattern`, set by the app's middleware or by the server for a built file.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ routePattern?: string }} locals
 */
export function observe(req, res, locals) {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && /^[\w-]{1,64}$/.test(sent) ? sent : randomUUID();
  res.setHeader('X-Request-Id', id);
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(locals.routePattern, res.statusCode);
    const method = req.method ?? 'GET';
    if (countRequests) {
      requests.inc({ method, route, status: res.statusCode });
      latency.observe({ method, route }, seconds);
    }
    const line = { reqId: id, method, route, status: res.statusCode, ms: Math.round(seconds * 1000), finished: res.writableFinished };
    logger[requestLogLevel(req.url ?? '/')](line);
  });
}

/** The metrics text as a scrape reads it (for tests and the metrics port). */
export function metricsText() {
  return registry.metrics();
}

/**
 * Serves the metrics at http://127.0.0.1:<port>/metrics: loopback only, whatever HOST says (the
 * machine's own Prometheus scrapes it; nothing outside can).
 * @param {number} port
 * @returns {http.Server}
 */
export function serveMetrics(port) {
  countRequests = true;
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
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
