// @ts-check
// The production server: the build's files and Astro's Node handler (on-demand routes), wrapped
// with security headers and compression. Run after `astro build`: `npm run serve` (or `npm start`).
import compression from 'compression';
import send from 'send';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import './load-env.mjs';
import {
  defaultStaticDir,
  host as listenHost,
  isHttpsSite,
  port as listenPort,
  serverEntrySetting,
  trustProxy as trustProxySetting,
} from '../src/lib/server/environment.mjs';
import { SCRIPT_HASHES_FILE } from './inline-script-hashes.mjs';
import { forwardedClient, fromTrustedProxy } from './forwarded.mjs';
import { clientFiles, precompressedFiles, staticPath } from './precompressed.mjs';
import { securityHeaders } from './security-headers.mjs';

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
// The build's inline script hashes (beside its server/ folder) let the pre-rendered pages' own inline
// scripts run under a script-src without 'unsafe-inline'.
const scriptHashes = JSON.parse(readFileSync(new URL(`../${SCRIPT_HASHES_FILE}`, new URL(entry, import.meta.url)), 'utf8'));
const headers = securityHeaders({ https: isHttpsSite(), scriptHashes });
// Connect-style middleware on Node's own request and response (its types name Express's).
const compress = /** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */ (
  /** @type {unknown} */ (compression({ threshold: 1024 }))
);
// The build's static files as compressed at build time (server/precompressed.mjs); any other file
// (and for a client that accepts neither brotli nor gzip) is sent from disk through `compress`, as
// Astro's standalone server would; everything else goes to Astro's handler.
const files = clientFiles(clientDir);
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

// Node checks request and header timeouts every connectionsCheckingInterval (default 30 s, so a slow
// body could hold a socket for up to 60 s); checking every 2 s cuts it off close to the 30 s limit.
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
  // Astro believes X-Forwarded-* whenever the Host is allowed, and takes the leftmost
  // X-Forwarded-For entry, which the client writes. So the header is replaced by the one address
  // the nearest trusted proxy saw; without a trusted proxy in front, forwarding headers are dropped
  // and the client address is the socket's.
  if (!fromTrustedProxy(trustProxy, req.socket.remoteAddress)) for (const name of forwardingHeaders) delete req.headers[name];
  else {
    const client = forwardedClient(trustProxy, req.socket.remoteAddress, req.headers['x-forwarded-for']);
    delete req.headers.forwarded;
    if (client) req.headers['x-forwarded-for'] = client;
  }
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
  if (precompressed(req, res)) return;
  const pathname = staticPath(req);
  const file = pathname === undefined ? undefined : files.get(pathname);
  compress(req, res, () => (file ? sendFile(req, res, file) : handler(req, res)));
});
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;

server.listen(port, host, () => {
  announce().catch((error) => {
    console.error('Server started but the health check failed:', error);
    process.exit(1);
  });
});

/** Says where the server listens once its health route answers OK; exits when it does not. */
async function announce() {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // The health route runs the app's start-up once (src/startup.ts: database migrated and
  // seeded when new, admin password, settings check, background jobs) and answers whether it succeeded.
  const health = await fetch(`${url}/api/health`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('Server started but the health check failed:', health instanceof Response ? await health.text() : health);
    process.exit(1);
  }
  console.log(`Server listening on ${url}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
