// `npm run bench:scale` (issue 33): the same operations on the small seeded database and on the database
// an agency reaches after years (scripts/scale-db.ts: 100,000 bookings, 300 performers, 50,000 contacts and
// applications, 1,000,000 rate-limit rows, 200,000 outbox rows), side by side, in one table: p50/p99 of
// each read (sequential requests, at most READS requests or 3 s each), bookings/s under a bounded load
// (autocannon, 10 s x 50 connections after 2 s of warm-up, a distinct valid body per request), the CSV export's time and peak
// memory growth of the server, and the background jobs (purge, release of unpaid holds, expiry of
// requests) run in the server process through the bench build's /__bench/job, with the p99 and the
// slowest answer of /api/performers while each runs. Not a test: it never fails on a missed target.
// BENCH_SKIP_BUILD=1 reuses dist/bench/ (made by `npm run bench` or an earlier run); BENCH_SCALE_READS=<n>
// caps the requests per read (default 200).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingSource } from './bench/bookings.mjs';
import { freePort, run, start } from './bench/processes.mjs';

const READS = Number(process.env.BENCH_SCALE_READS) || 200;
const READ_MS = 3000;
const load = () =>
  execFileSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average:/, 'load average:');
const loadBefore = load();

if (!process.env.BENCH_SKIP_BUILD) await run(['node_modules/astro/bin/astro.mjs', 'build', '--config', 'scripts/bench/astro.config.mjs']);

const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-bench-scale-'));
const bangkokDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Builds one database with the generator; answers its sessions and how long it took. */
function generate(file, flag) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/scale-db.ts', file, ...(flag ? [flag] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.toString().trim().split('\n').at(-1));
}

const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Measures one side (small or large): every operation, then the writes, the CSV memory and the jobs. */
async function measure(side) {
  const file = path.join(dir, `${side}.db`);
  const made = generate(file, side === 'small' ? '--small' : undefined);
  process.stderr.write(`  ${side}: generated in ${(made.ms / 1000).toFixed(1)} s ${JSON.stringify(made.counts)}\n`);
  const port = await freePort();
  const server = await start(
    ['server/serve.mjs'],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: file,
      UPLOADS_DIR: path.join(dir, `${side}-uploads`),
      ASTRO_SERVER_ENTRY: 'dist/bench/server/entry.mjs',
      TRUST_PROXY: '1',
      SMTP_URL: '',
    },
    'Server listening',
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    return await measureOn(side, base, server, { ...made, ...generate(file, '--sessions') });
  } finally {
    await server.stop();
  }
}

/** The measurements of one side against its running server. */
async function measureOn(side, base, server, made) {
  // The session cookie's name depends on whether SITE_URL is https: both names carry the token.
  const admin = { cookie: `admin_session=${made.adminToken}; __Host-admin_session=${made.adminToken}` };
  const results = new Map();
  let client = 0;
  // A client address of its own per request: the per-client limits are not what is measured.
  const fresh = () => ((client += 1), `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`);
  const get = (url, headers = {}) =>
    fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': fresh(), ...headers } });

  /** Sequential requests: at most READS of them or READ_MS; p50/p99 in ms; undefined p50 when the route answers 404. */
  async function timeRead(name, url, headers, { count = READS, ms = READ_MS, memory = false } = {}) {
    const first = await get(url, headers);
    await first.arrayBuffer();
    if (first.status === 404 && name.includes('insights')) return results.set(name, { missing: true });
    if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}`);
    const times = [];
    let peak = 0;
    const started = performance.now();
    while (times.length < count && performance.now() - started < ms) {
      const before = memory ? rssKiB(server.pid) : 0;
      let poll;
      if (memory) poll = setInterval(() => (peak = Math.max(peak, rssKiB(server.pid) - before)), 5);
      const t0 = performance.now();
      const response = await get(url, headers);
      await response.arrayBuffer();
      times.push(performance.now() - t0);
      if (poll) clearInterval(poll);
      if (!response.ok) throw new Error(`${name}: ${url} answered ${response.status}`);
    }
    times.sort((a, b) => a - b);
    results.set(name, {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      n: times.length,
      peakMiB: memory ? peak / 1024 : undefined,
    });
  }

  const performers = await (await get('/api/performers')).json();
  const listed = await get('/api/admin/bookings?page=1&pageSize=10', admin);
  if (!listed.ok) throw new Error(`the admin list answered ${listed.status}: ${await listed.text()}`);
  const firstPage = await listed.json();
  const sample = firstPage.items.find((b) => b.customerEmail && b.customerEmail !== made.dashboardEmail) ?? firstPage.items[0];
  const reference = sample.id.slice(-8).toUpperCase();
  const mine = (await (await get('/api/dashboard/bookings', { cookie: `sh_dashboard=${made.dashboardCookie}` })).json()).bookings;
  const week = { from: bangkokDay(0), to: bangkokDay(6) };
  // Last calendar year's events: a whole year of bookings, for the list's year filter and the CSV of a year.
  const lastYear = String(Number(bangkokDay(0).slice(0, 4)) - 1);

  const reads = [
    ['GET /api/performers', '/api/performers'],
    ['GET /male-strippers/bangkok', '/male-strippers/bangkok'],
    ['GET /performer/{id}', `/performer/${performers[0].id}`],
    ['GET /api/availability', `/api/availability?city=bangkok&date=${bangkokDay(30)}&time=20:00&duration=60`],
    ['dashboard (address with 200 bookings)', '/api/dashboard/bookings', { cookie: `sh_dashboard=${made.dashboardCookie}` }],
    ['booking summary', `/api/bookings/${mine[0]?.id ?? sample.id}`],
    ['admin bookings page 1', '/api/admin/bookings?page=1&pageSize=10', admin],
    ['admin bookings page 500', '/api/admin/bookings?page=500&pageSize=10', admin],
    ...['requested', 'pending', 'confirmed', 'completed', 'cancelled'].map((s) => [
      `admin filter status=${s}`,
      `/api/admin/bookings?page=1&pageSize=10&status=${s}`,
      admin,
    ]),
    ...['unpaid', 'reported', 'received', 'refunded'].map((a) => [
      `admin filter advance=${a}`,
      `/api/admin/bookings?page=1&pageSize=10&advance=${a}`,
      admin,
    ]),
    ['admin filter year (last year)', `/api/admin/bookings?page=1&pageSize=10&year=${lastYear}`, admin],
    ['admin search by reference', `/api/admin/bookings?page=1&pageSize=10&q=%23${reference}`, admin],
    ['admin search by name', `/api/admin/bookings?page=1&pageSize=10&q=${encodeURIComponent(sample.customerName)}`, admin],
    ['admin search by e-mail', `/api/admin/bookings?page=1&pageSize=10&q=${encodeURIComponent(sample.customerEmail)}`, admin],
    ['admin calendar week', `/api/admin/calendar?from=${week.from}&to=${week.to}`, admin],
    ['Messaggi page 1', '/api/admin/contacts?page=1', admin],
    ['Messaggi page 500', '/api/admin/contacts?page=500', admin],
    ['outbox tab (sent)', '/api/admin/outbox?status=sent', admin],
    ['insights of a year', `/api/admin/insights?from=${bangkokDay(-365)}&to=${bangkokDay(0)}`, admin],
  ];
  for (const [name, url, headers] of /** @type {[string, string, Record<string, string>?][]} */ (reads)) {
    await timeRead(name, url, headers);
    process.stderr.write(`  ${side}: ${name} ${JSON.stringify(results.get(name))}\n`);
  }
  for (const [name, url] of [
    ['CSV export of a year (last year)', `/api/admin/bookings/export.csv?year=${lastYear}`],
    ['CSV export of everything', '/api/admin/bookings/export.csv'],
  ]) {
    await timeRead(name, url, admin, { count: 3, ms: 20_000, memory: true });
    process.stderr.write(`  ${side}: ${name} ${JSON.stringify(results.get(name))}\n`);
  }

  // Bookings: a bounded load, each request a distinct booking 400 days ahead (past the generated calendar),
  // 10 s x 50 connections after 2 s of warm-up, as `npm run bench` measures them.
  const next = bookingSource(performers, 400);
  const bookingLoad = (duration) =>
    autocannon({
      url: `${base}/api/bookings`,
      connections: 50,
      duration,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { body, client: address } = next();
            return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': address } };
          },
        },
      ],
    });
  await bookingLoad(2);
  const writes = await bookingLoad(10);
  results.set('POST /api/bookings', {
    rps: writes.requests.average,
    p50: writes.latency.p50,
    p99: writes.latency.p99,
    errors: writes.errors + writes.timeouts + writes.non2xx,
  });
  process.stderr.write(`  ${side}: bookings ${JSON.stringify(results.get('POST /api/bookings'))}\n`);

  // The jobs, in the server process, with /api/performers loaded beside them.
  for (const job of ['purge', 'holds', 'requests']) {
    const beside = autocannon({
      url: `${base}/api/performers`,
      connections: 10,
      duration: 120,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // Let the load start before the job does.
    await new Promise((resolve) => beside.once('response', resolve));
    const answer = await (
      await fetch(`${base}/__bench/job?name=${job}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json();
    beside.stop();
    const during = await beside;
    results.set(`job ${job}`, { ms: answer.ms, p99: during.latency.p99, max: during.latency.max, result: answer.result });
    process.stderr.write(`  ${side}: job ${job} ${JSON.stringify(results.get(`job ${job}`))}\n`);
  }
  return { results, generatedMs: made.ms, counts: made.counts };
}

try {
  const small = await measure('small');
  const large = await measure('large');
  const f = (n) => (n === undefined ? '' : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en'));
  const rows = [];
  const missed = [];
  for (const [name, s] of small.results) {
    const l = large.results.get(name);
    if (s.missing || l?.missing) {
      rows.push([name, 'not present', 'not present', '', '']);
      continue;
    }
    if (name === 'POST /api/bookings') {
      const ok = l.rps >= 1000 && l.errors === 0;
      if (!ok) missed.push(`${name}: ${Math.round(l.rps)} req/s, ${l.errors} errors (target >= 1,000 req/s, no error)`);
      rows.push([
        `${name} (req/s; p50/p99 ms; errors)`,
        `${f(s.rps)}/s; ${f(s.p50)}/${f(s.p99)}; ${s.errors}`,
        `${f(l.rps)}/s; ${f(l.p50)}/${f(l.p99)}; ${l.errors}`,
        (l.rps / s.rps).toFixed(2),
        ok ? 'yes' : 'no',
      ]);
      continue;
    }
    if (name.startsWith('job ')) {
      const ok = l.max <= 50;
      if (!ok) missed.push(`${name}: /api/performers waited up to ${f(l.max)} ms while it ran (target: no request blocked > 50 ms)`);
      rows.push([
        `${name} (ms; /api/performers p99/max ms beside it)`,
        `${f(s.ms)}; ${f(s.p99)}/${f(s.max)}`,
        `${f(l.ms)}; ${f(l.p99)}/${f(l.max)}`,
        (l.ms / s.ms).toFixed(1),
        ok ? 'yes' : 'no',
      ]);
      continue;
    }
    const ratio = l.p99 / s.p99;
    const memory = l.peakMiB !== undefined;
    const ok = memory ? (name.includes('everything') ? l.peakMiB < 50 : true) : ratio <= 1.5 && l.p99 < 50;
    if (!ok)
      missed.push(
        memory
          ? `${name}: peak memory growth ${f(l.peakMiB)} MiB (target < 50 MB)`
          : `${name}: p99 ${f(l.p99)} ms, ${ratio.toFixed(2)} x small (target <= 1.5 x and < 50 ms)`,
      );
    rows.push([
      memory ? `${name} (p50/p99 ms; peak MiB)` : name,
      `${f(s.p50)}/${f(s.p99)}${memory ? `; ${f(s.peakMiB)}` : ''}`,
      `${f(l.p50)}/${f(l.p99)}${memory ? `; ${f(l.peakMiB)}` : ''}`,
      ratio.toFixed(2),
      ok ? 'yes' : 'no',
    ]);
  }
  console.log(
    `\nBench scale ${new Date().toISOString()} - Node ${process.version}, ${os.cpus().length} cores; large database generated in ${(large.generatedMs / 1000).toFixed(1)} s (${Object.entries(
      large.counts,
    )
      .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
      .join(', ')})`,
  );
  console.log(`Machine before: ${loadBefore}; after: ${load()}\n`);
  const header = ['operation', 'small p50/p99', 'large p50/p99', 'ratio large/small (p99)', 'target met'];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(missed.length ? `\nTargets missed:\n${missed.map((m) => `- ${m}`).join('\n')}` : '\nAll targets met.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
