// @ts-check
// The production server: the build's files and Astro's Node handler (on-demand routes), wrapped
// with security headers and compression. Run after `astro build`: `npm run serve` (or `npm start`).
import compression from 'compression';
import send from 'send';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import './load-env.mjs';
import {
  defaultStaticDir,
  host as listenHost,
  inheritedSocketFd,
  isHttpsSite,
  port as listenPort,
  metricsPort,
  requestTimeoutSeconds,
  serverEntrySetting,
  shutdownGraceSeconds,
  trustProxy as trustProxySetting,
} from '../src/lib/server/environment.mjs';
import { SCRIPT_HASHES_FILE } from '../src/lib/server/inline-script-hashes.mjs';
import { forwardedClient, fromTrustedProxy } from './forwarded.mjs';
import { fileRoute, logger, observe, serveMetrics } from './observability.mjs';
import { canonicalLocation, languagePrefixes, pageAddresses } from './canonical-paths.mjs';
import { clientFiles, precompressedFiles, staticPath } from './precompressed.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';
import { allowOneClick } from './one-click.mjs';
import { servedFromCache } from './cached-pages.mjs';
import { countOnFinish } from './visit-hook.mjs';

// The adapter runs in middleware mode: its handler renders routes only, and this server answers the
// build's files itself, from an index made at start, so a request for a route never waits on a file
// lookup (the standalone handler stats the disk for every request, a POST included).
// ASTRO_SERVER_ENTRY serves another build of the same app (npm run bench builds one with a
// constant endpoint added, in dist/bench/); everything else runs from dist/.
// Every setting comes from the app's one settings module (src/lib/server/environment.mjs).
const serverEntry = serverEntrySetting();
const entry = serverEntry ? pathToFileURL(serverEntry).href : '../dist/server/entry.mjs';
const { handler } = await import(entry);
// The image endpoint resizes the files this build ships (its client folder beside server/).
const clientDir = fileURLToPath(new URL('../client/', new URL(entry, import.meta.url)));
defaultStaticDir(clientDir);

const host = listenHost();
const port = listenPort();
// A socket from systemd (deploy/siam-hunks.socket) stays open, and keeps queueing connections, while
// the service restarts: the new process takes them up, so a restart refuses none. Otherwise HOST:PORT.
const socketFd = inheritedSocketFd();
// Read at start, so a malformed value stops the start rather than a later shutdown.
const graceMs = shutdownGraceSeconds() * 1000;
// The build's inline script hashes (beside its server/ folder) let the pre-rendered pages' own inline
// scripts run under a script-src without 'unsafe-inline': each page's file is sent with the hashes of
// what it runs; every other answer written here (the pre-rendered 404 page among them) with all of them.
/** @type {Record<string, string[]>} */
const pageScriptHashes = JSON.parse(readFileSync(new URL(`../${SCRIPT_HASHES_FILE}`, new URL(entry, import.meta.url)), 'utf8'));
const https = isHttpsSite();
const headers = securityHeaders({ https, scriptHashes: [...new Set(Object.values(pageScriptHashes).flat())].sort() });
// Connect-style middleware on Node's own request and response (its types name Express's).
/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} Middleware */
const compress = /** @type {Middleware} */ (/** @type {unknown} */ (compression({ threshold: 1024 })));
// A page rendered for one visitor (never cached, so compressed per answer) at brotli level 8 instead of the default 4:
// a Thai share's page 13,953 (level 4) -> 13,062 (5) -> 12,757 (8) brotli bytes, for about a millisecond of CPU. The
// pages held to the page budget (the summary, the e-mailed links' pages, a cached page asked for with a cookie) come
// already encoded by the app, at level 8 or, when that does not fit, 10 (src/lib/server/page-encoding.ts); this
// compresses the others (the admin panel's pages) and every page for a client that takes no brotli. Other answers
// (JSON, files) keep the default.
const compressPage = /** @type {Middleware} */ (
  /** @type {unknown} */ (compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 8 } } }))
);
// The build's static files as compressed at build time (server/precompressed.mjs); any other file
// (and for a client that accepts neither brotli nor gzip) is sent from disk through `compress`, as
// Astro's standalone server would; everything else goes to Astro's handler.
const files = clientFiles(clientDir);
// Each pre-rendered page's one address (its canonical link's): its other addresses answer 301 to it.
const addresses = pageAddresses(files);
// The language prefixes, whose homes (`/th/`) keep their trailing slash (the build names them beside its server/ folder).
const languages = languagePrefixes(new URL('../', new URL(entry, import.meta.url)));
/** The Content-Security-Policy of each pre-rendered page, by its file. */
const pagePolicies = new Map(
  Object.entries(pageScriptHashes).map(([urlPath, scriptHashes]) => [
    path.join(clientDir, ...urlPath.split('/')),
    contentSecurityPolicy({ https, scriptHashes }),
  ]),
);
const precompressed = precompressedFiles(clientDir, { files });
/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 */
const sendFile = (req, res, file) => {
  const stream = send(req, path.relative(clientDir, file), { root: clientDir, dotfiles: 'allow' });
  stream.on('headers', (_res, filePath) => {
    if (filePath.startsWith(path.join(clientDir, '_astro') + path.sep))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  });
  stream.on('error', (error) => {
    res.statusCode = error.statusCode ?? 500;
    res.end();
  });
  stream.pipe(res);
};
// TRUST_PROXY: how many reverse proxies stand in front of this server, or their addresses.
const trustProxy = trustProxySetting();
// No request of ours is larger than a photo upload (10 MB): a larger declared body is refused
// before any route reads it. Undeclared (chunked) bodies are capped by each route's own reader.
const MAX_BODY_BYTES = 11 * 1024 * 1024;
const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

// The app's start-up (src/startup.ts: database migrated and seeded, admin password stored, settings
// checked, jobs started) runs inside Astro's handler, through the health route that announce() calls
// once the port listens. Until it has finished, a request for a route waits for it (a login must not
// be judged against a password not stored yet); a start-up that failed answers 503 with Retry-After
// until the process exits. The build's files need no start-up and are served at once.
/** @type {(ok: boolean) => void} */
let settleStartUp = () => {};
/** @type {Promise<boolean>} */
const startUpSettled = new Promise((resolve) => (settleStartUp = resolve));
/** @type {boolean | undefined} */
let startedUp;
const START_UP_RETRY_SECONDS = '5';
/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ clientAddress?: string, routePattern?: string }} locals
 */
const toApp = (req, res, locals) => {
  // The health route runs (and awaits) the start-up itself.
  if (startedUp || /^\/api\/health\/?(?:\?|$)/.test(req.url ?? '')) return void handler(req, res, undefined, locals);
  void startUpSettled.then((ok) => {
    if (ok) return void handler(req, res, undefined, locals);
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': START_UP_RETRY_SECONDS,
    });
    // The code of a start-up that failed (src/lib/unavailable-errors.ts), for a reader's language.
    res.end(JSON.stringify({ error: 'The server is starting. Please try again shortly.', code: 'server_not_started', params: {} }));
  });
};

// Node checks request and header timeouts every connectionsCheckingInterval (default 30 s, so a slow
// body could hold a socket for up to twice the limit); checking every 2 s cuts it off close to the limit.
/**
 * Makes every answer's reason phrase the one of its status: a page that sets Astro.response.status
 * keeps the Response's default statusText 'OK', which Astro's handler writes as is ('404 OK').
 * @param {http.ServerResponse} res
 */
const matchReasonPhrase = (res) => {
  const writeHead = res.writeHead.bind(res);
  /** @type {(status: number, ...rest: any[]) => http.ServerResponse} */
  const patched = function (status, ...rest) {
    const reason = http.STATUS_CODES[status];
    if (reason && typeof rest[0] === 'string') rest[0] = reason;
    else if (reason) rest.unshift(reason);
    return writeHead(status, ...rest);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (patched);
};

const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => {
  matchReasonPhrase(res);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // The app's middleware writes the matched route pattern here (locals.routePattern); a built file is named below.
  /** @type {{ clientAddress?: string, routePattern?: string }} */
  const locals = {};
  observe(req, res, locals);
  // A request that came during a shutdown is answered, and its connection closed after it.
  if (shuttingDown) res.setHeader('Connection', 'close');
  const state = connections.get(req.socket);
  if (state) {
    state.busy = true;
    res.once('close', () => {
      state.busy = false;
      state.served += 1;
    });
  }
  // The client's address depends only on X-Forwarded-For and the trusted hops: the address the
  // nearest trusted proxy saw, or the socket's without a trusted proxy in front (whose forwarding
  // headers are dropped). It reaches the app as locals.clientAddress, because Astro believes
  // X-Forwarded-For only when the Host (or an X-Forwarded-Host) matches the site, which a proxy
  // that sends neither (nginx's usual setup) does not: Astro then took every client for the proxy.
  // The header is still narrowed to that one address, as Astro reads its leftmost entry.
  const trusted = fromTrustedProxy(trustProxy, req.socket.remoteAddress);
  if (!trusted) for (const name of forwardingHeaders) delete req.headers[name];
  const client = forwardedClient(trustProxy, req.socket.remoteAddress, trusted ? req.headers['x-forwarded-for'] : undefined);
  if (trusted) {
    delete req.headers.forwarded;
    if (client) req.headers['x-forwarded-for'] = client;
  }
  locals.clientAddress = client;
  // A page a person opened is counted once answered, whoever answers it (server/visit-hook.mjs).
  countOnFinish(req, res, client);
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
    res.end(JSON.stringify({ error: 'Request body too large' }));
    return;
  }
  try {
    decodeURI(req.url ?? '');
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request.');
    return;
  }
  // One address per page: another spelling of a page's address (a trailing slash, index.html) answers 301.
  const location = canonicalLocation(req.method, req.url, files, addresses, languages);
  if (location !== undefined) {
    res.writeHead(301, { Location: location, 'Content-Length': '0' });
    res.end();
    return;
  }
  allowOneClick(req);
  const pathname = staticPath(req);
  if (pathname !== undefined && files.has(pathname)) locals.routePattern = fileRoute(pathname);
  const file = pathname === undefined ? undefined : files.get(pathname);
  const pagePolicy = file && pagePolicies.get(file);
  if (pagePolicy) res.setHeader('Content-Security-Policy', pagePolicy);
  if (precompressed(req, res)) return;
  // A public page (or public API answer) the app has cached for anonymous visitors: its bytes, as stored.
  if (!file && startedUp && servedFromCache(req, res, locals)) return;
  const encoder = !file && req.headers.accept?.includes('text/html') ? compressPage : compress;
  encoder(req, res, () => (file ? sendFile(req, res, file) : toApp(req, res, locals)));
});
/**
 * Each open connection: whether a request is being answered on it, and how many were. A graceful
 * shutdown closes a connection between requests, never one whose first request is on its way.
 * @type {Map<import('node:net').Socket, { busy: boolean, served: number }>}
 */
const connections = new Map();
/** Connections accepted since the start: a shutdown watches it to know when the listen queue is empty. */
let accepted = 0;
server.on('connection', (socket) => {
  accepted += 1;
  connections.set(socket, { busy: false, served: 0 });
  socket.once('close', () => connections.delete(socket));
});
// REQUEST_TIMEOUT_SECONDS (default 30): the whole request, body included; the headers get at most 15 s
// of it (Node wants the headers' limit no longer than the request's).
server.requestTimeout = requestTimeoutSeconds() * 1000;
server.headersTimeout = Math.min(15_000, server.requestTimeout);
// An idle keep-alive connection stays open 130 s, longer than the reverse proxy keeps one for reuse (Caddy: 2 min):
// the proxy is always the side that closes it. With Node's 5 s, a request the proxy sent on a connection the server
// was closing that instant failed (a 502, not retried for a booking's POST).
server.keepAliveTimeout = 130_000;

// METRICS_PORT: Prometheus metrics on loopback only (server/observability.mjs).
const metricsListenPort = metricsPort();
const metricsServer = metricsListenPort === undefined ? undefined : serveMetrics(metricsListenPort);

server.listen(socketFd === undefined ? { port, host } : { fd: socketFd }, () => {
  announce().catch((/** @type {unknown} */ error) => failStart(error));
});

/**
 * A start-up that failed: says why, answers the requests that waited for it (503, Retry-After), then
 * exits 1 so a service manager restarts it.
 * @param {unknown} reason
 */
function failStart(reason) {
  console.error('Server started but the health check failed:', reason);
  startedUp = false;
  settleStartUp(false);
  server.close(() => process.exit(1));
  server.closeIdleConnections();
  // Whatever still holds a connection after a few seconds is not waited for.
  setTimeout(() => process.exit(1), 3_000).unref();
}

/** Says where the server listens once its health route answers OK; exits when it does not. */
async function announce() {
  // The address actually listened on: an inherited socket's is the socket unit's, not HOST:PORT.
  const address = /** @type {net.AddressInfo} */ (server.address());
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  // The health route runs the app's start-up once (src/startup.ts: database migrated and
  // seeded when new, admin password, settings check, background jobs) and answers whether it succeeded.
  const health = await fetch(`${url}/api/health`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) return failStart(health instanceof Response ? await health.text() : health);
  startedUp = true;
  settleStartUp(true);
  console.log(`Server listening on ${url}${socketFd === undefined ? '' : ' (socket passed by the service manager)'}`);
}

/** The longest a shutdown keeps taking connections that keep coming (a container's stop waits 10 s in all). */
const DRAIN_MAX_MS = 4_000;

/**
 * How many connections wait in our listen queue, from Linux's socket table (a listening socket's
 * rx_queue is its accept queue), or undefined where it cannot be read.
 * @returns {number | undefined}
 */
function listenQueueLength() {
  const address = /** @type {net.AddressInfo | null} */ (server.address());
  if (!address) return undefined;
  const port = `:${address.port.toString(16).toUpperCase().padStart(4, '0')}`;
  try {
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      const queued = listenerQueue(table, port);
      if (queued !== undefined) return queued;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The accept queue of the listening socket on `port` in one of Linux's socket tables, read only as far as its
 * listening sockets, which the kernel lists first: under a stream of short connections the rest of the table is
 * thousands of closing ones, read on every turn of the drain for nothing.
 * @param {string} table
 * @param {string} port
 * @returns {number | undefined}
 */
function listenerQueue(table, port) {
  const fd = openSync(table, 'r');
  try {
    const chunk = Buffer.alloc(16 * 1024);
    let rest = '';
    let header = true;
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      const lines = (rest + chunk.toString('latin1', 0, read)).split('\n');
      rest = read === 0 ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (header) {
          header = false;
          continue;
        }
        const [, local, , state, queues] = line.trim().split(/\s+/);
        if (!state) continue;
        // 0A: LISTEN (the listeners come first: past them, ours is not in this table); queues: tx_queue:rx_queue in hex.
        if (state !== '0A') return undefined;
        if (local?.endsWith(port)) return parseInt(queues?.split(':')[1] ?? '0', 16);
      }
      if (read === 0) return undefined;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes what waits in the listen queue (Node accepts on each turn of its loop) before the socket is
 * closed, which would reset those connections: until the queue reads empty right after a turn's accepts
 * (read from Linux's socket table; elsewhere until a turn of 25 ms accepts none), for at most DRAIN_MAX_MS
 * (and half the grace period, so requests in flight keep the rest). They are served with Connection: close.
 * The caller closes the socket at once, in the same turn, so only a connection that came in between can be reset.
 */
async function drainListenQueue() {
  const deadline = Date.now() + Math.min(DRAIN_MAX_MS, graceMs / 2);
  for (;;) {
    const before = accepted;
    const queued = listenQueueLength();
    if (queued === 0) return;
    // setImmediate: the next turn's poll accepts what waits, and the queue is read again just after it (a timer
    // read it before the poll, with a millisecond's arrivals in it: under a stream it never read empty).
    await new Promise((resolve) => (queued === undefined ? setTimeout(resolve, 25) : setImmediate(resolve)));
    if ((queued === undefined && accepted === before) || Date.now() >= deadline) return;
  }
}

/** Set once a SIGTERM or SIGINT arrived: answers then close their connection. */
let shuttingDown = false;

/**
 * A graceful shutdown (a deploy's restart, `systemctl stop`): stops accepting connections, lets every
 * request in flight finish (at most SHUTDOWN_GRACE_SECONDS, then the rest are cut off), then runs the
 * app's shutdown (src/startup.ts: the outbox sender finishes its message, the WAL is checkpointed and
 * the database closed) and exits 0. A second signal during it is ignored; SIGKILL needs no help.
 * @param {string} signal
 */
async function shutDownGracefully(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = Date.now();
  // Our own listening socket (no systemd socket, which keeps its queue for the next process): the
  // connections waiting in its listen queue would be reset by closing it, so they are taken first.
  if (socketFd === undefined) await drainListenQueue();
  // net's close, not http's: http's also closes every connection with no request under way, which
  // includes one just accepted whose request is still on its way (its client would see a reset).
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
  metricsServer?.close();
  // Connections between two requests of a kept-alive connection are closed now; the others once their
  // request is answered (each answer now says Connection: close). A connection just accepted whose
  // request has not arrived yet is not idle but about to be served, so it is left to bring it.
  for (const [socket, state] of connections) if (state.served > 0 && !state.busy) socket.destroy();
  /** @type {NodeJS.Timeout | undefined} */
  let graceTimer;
  const graceOver = new Promise((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs)));
  const inTime = await Promise.race([closed, graceOver]);
  clearTimeout(graceTimer);
  if (!inTime) {
    console.error(`[shutdown] requests still running after ${graceMs / 1000} s were cut off`);
    server.closeAllConnections();
  }
  try {
    const appShutDown = /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('siam-hunks.shutdown')];
    if (typeof appShutDown === 'function') await /** @type {() => Promise<void>} */ (appShutDown)();
  } catch (error) {
    console.error('[shutdown] the app did not stop cleanly:', error);
    process.exit(1);
  }
  console.log(`[shutdown] ${signal}: stopped in ${Date.now() - started} ms`);
  logger.flush();
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDownGracefully(signal));
