// `npm run bench:profile -- <target> [seconds]` (after `npm run bench` built dist/bench/, or BENCH_BUILD_DIR):
// where the server's time goes under load. Starts the production server (server/serve.mjs) with `--cpu-prof` on a
// fresh seeded database and a free port, runs one bounded autocannon load (50 connections, 10 s by default) on
// the target (a path such as `/pricing/phuket`, `performer` for the first performer's profile, `bookings` for
// POST /api/bookings, or `calculate` for the bench's quote on POST /api/pricing/calculate; a page is asked for as a
// phone's browser opens it, so its visit is counted), stops the server by its pid, and prints the share of the CPU
// samples each function and each package took (self time), the heaviest first. PROFILE_COUNTING=off runs the same
// load with the server's visit counting switched off (the bench build's /__bench/counting), to compare. Its first
// line gives the server's CPU time per request, which a busy machine changes far less than the requests/s, to compare
// two builds (BENCH_BUILD_DIR) on any machine. The .cpuprofile stays in the folder printed at the end (open it in Chrome's DevTools).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUOTE, bookingSource } from './bookings.mjs';
import { freePort, start } from './processes.mjs';
import { BROWSER_PAGE_HEADERS } from './visit-counting.mjs';

const [target = '/pricing/phuket', seconds = '10'] = process.argv.slice(2);
const buildDir = process.env.BENCH_BUILD_DIR || 'dist/bench';
const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-profile-'));
const profiles = path.join(dir, 'profiles');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await start(
  ['--cpu-prof', '--cpu-prof-dir', profiles, 'server/serve.mjs'],
  {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: path.join(dir, 'app.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    ASTRO_SERVER_ENTRY: path.join(buildDir, 'server/entry.mjs'),
    TRUST_PROXY: '1',
    SMTP_URL: '',
  },
  'Server listening',
);
/** The server's CPU time so far in ms (user and system, all its threads; Linux's /proc, 100 ticks a second). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
let result;
let cpu;
try {
  const performers = await (await fetch(`${base}/api/performers`)).json();
  const next = bookingSource(performers);
  const write = target === 'bookings';
  const post = write || target === 'calculate';
  const named = { bookings: '/api/bookings', calculate: '/api/pricing/calculate', performer: `/performer/${performers[0].id}` };
  const url = `${base}${named[target] ?? target}`;
  // One request first, as the bench does: the cache's miss is not what is profiled.
  if (!post) await (await fetch(url)).arrayBuffer();
  // PROFILE_COUNTING=off: the same load with the server's visit counting off (scripts/bench/counting.ts), to compare.
  if (process.env.PROFILE_COUNTING === 'off')
    await fetch(`${base}/__bench/counting?on=0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const cpuBefore = cpuMs();
  result = await autocannon({
    url,
    connections: 50,
    duration: Number(seconds),
    // A page is asked for as a phone's browser opens it, so its view is counted as a visitor's is.
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...(post ? {} : BROWSER_PAGE_HEADERS) },
    ...(target === 'calculate' ? { method: 'POST', body: QUOTE } : {}),
    requests: write
      ? [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { body, client } = next();
              return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': client } };
            },
          },
        ]
      : undefined,
  });
  cpu = (cpuMs() - cpuBefore) / result.requests.total;
} finally {
  await server.stop();
}
// The server's CPU per request is what a load on a busy machine changes least: its requests/s is the machine's, not the code's.
console.log(
  `${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors, ${cpu.toFixed(2)} CPU ms per request (the server's, profiler included); load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const where = (node) => {
  const url = node.callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (!url) return node.callFrame.functionName ? '(native)' : `(${node.callFrame.functionName || 'vm'})`;
  if (url.startsWith('node:')) return 'node';
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
};
const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
const { nodes, samples, timeDeltas, endTime } = JSON.parse(readFileSync(path.join(profiles, file), 'utf8'));
const byId = new Map(nodes.map((node) => [node.id, node]));
const parent = new Map(nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
// Only the samples of the load (its last `seconds` before the server stopped): not the start-up, whose module loading is no request's cost.
const times = [];
timeDeltas.reduce((t, delta, i) => (times[i] = t + delta), JSON.parse(readFileSync(path.join(profiles, file), 'utf8')).startTime);
const from = endTime - Number(seconds) * 1e6;
const self = new Map();
const inclusive = new Map();
samples.forEach((id, i) => {
  if (times[i] < from) return;
  const us = timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + us);
  const seen = new Set();
  for (let node = byId.get(id); node; node = byId.get(parent.get(node.id))) {
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where(node)}:${node.callFrame.lineNumber + 1}`;
    if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    seen.add(name);
  }
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const functions = new Map();
const packages = new Map();
for (const [id, us] of self) {
  const node = byId.get(id);
  const place = where(node);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  const group = ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName) ? node.callFrame.functionName : place;
  packages.set(group, (packages.get(group) ?? 0) + us);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(
  `\nSelf time by place:\n${top(packages, 15)}\n\nSelf time by function:\n${top(functions, 25)}\n\nTime in a function and what it calls:\n${top(inclusive, 40)}\n\nProfile: ${profiles}/${file}`,
);
if (process.env.PROFILE_CLEAN) rmSync(dir, { recursive: true, force: true });
