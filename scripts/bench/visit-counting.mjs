// Issue 61's cost of counting visits: the same cached public page loaded with the server's visit counting on and
// off, in one server and one run (the counter taken off its hook and put back through the bench build's
// /__bench/counting, scripts/bench/counting.ts). A warm-up of both modes is not measured; then BENCH_COUNTING_PAIRS
// pairs (12 by default) of segments of a third of the bench's duration each (at least 3 s), alternately on/off and
// off/on, so that a load drifting during the run weighs on both alike. On a shared machine the rate moves by a factor
// of two within seconds, so the cost is the median of the pairs' own costs (each pair's two segments run back to back),
// not a ratio of means that one burst of a neighbour's load decides. Beside it, the steadier figure: the server's own
// CPU time per answer (user + system from /proc, the batch writes of the segment included), which other processes'
// load changes far less than the rate; its cost is again the median of the pairs' costs. Each request is a phone's browser opening the page
// (a browser's user agent, `Sec-Fetch-Dest: document`), so every answer is a view the counter keeps, not a crawler it
// leaves out.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** The most counting may cost a page's requests/s (issue 61: within 5%). */
export const MAX_COUNTING_COST = 5;

/** The headers of a phone's browser opening a page (a view the counter keeps). */
export const BROWSER_PAGE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'sec-fetch-dest': 'document',
  accept: 'text/html',
};

const TICKS_PER_MS = 100 / 1000; // USER_HZ on Linux

/** The CPU time (ms, user + system) the process `pid` has used so far. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

const medianOf = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Loads `pagePath` with counting on and off (BENCH_COUNTING_PAIRS pairs of segments, `connections` at once) and answers the mean req/s
 * and worst p99 of each, the cost in percent of the rate without counting, and the views counted meanwhile.
 * @param {{ base: string, host: string, pagePath: string, duration: number, connections: number, serverPid: number, log?: (line: string) => void }} options
 */
export async function measureCounting({ base, host, pagePath, duration, connections, serverPid, log = () => {} }) {
  const counting = async (on) => {
    const answer = await fetch(`${base}/__bench/counting?on=${on ? 1 : 0}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!answer.ok) throw new Error(`/__bench/counting answered ${answer.status}`);
    return /** @type {{ counting: boolean, views: number }} */ (await answer.json());
  };
  /** @type {Record<'on' | 'off', { rps: number, p99: number, errors: number }[]>} */
  const runs = { on: [], off: [] };
  const load = (seconds) =>
    autocannon({
      url: `${base}${pagePath}`,
      connections,
      duration: seconds,
      headers: { host, 'accept-encoding': 'br, gzip', ...BROWSER_PAGE_HEADERS },
    });
  // Warm-up: the page cached and compressed, the JIT warm on both paths, the first batches written.
  await counting(true);
  await load(3);
  await counting(false);
  await load(2);
  const viewsBefore = (await counting(true)).views;
  let viewsCounted = 0;
  const segment = Math.max(3, Math.round(duration / 3));
  const pairs = Number(process.env.BENCH_COUNTING_PAIRS) || 12;
  /** @type {number[]} */
  const costs = [];
  /** @type {Record<'on' | 'off', number[]>} */
  const cpuPerAnswer = { on: [], off: [] };
  /** @type {number[]} */
  const cpuCosts = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    /** @type {Partial<Record<'on' | 'off', number>>} */
    const rate = {};
    for (const mode of /** @type {const} */ (pair % 2 ? ['off', 'on'] : ['on', 'off'])) {
      const state = await counting(mode === 'on');
      if (state.counting !== (mode === 'on')) throw new Error(`counting did not switch ${mode}`);
      const cpuBefore = cpuMs(serverPid);
      const result = await load(segment);
      // The segment's waiting views written (the endpoint flushes them) before its CPU time is read.
      await counting(mode === 'on');
      cpuPerAnswer[mode].push((1000 * (cpuMs(serverPid) - cpuBefore)) / Math.max(1, result['2xx']));
      rate[mode] = result.requests.average;
      runs[mode].push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
      if (mode === 'on') viewsCounted += result['2xx'];
    }
    costs.push((100 * ((rate.off ?? 0) - (rate.on ?? 0))) / (rate.off || 1));
    cpuCosts.push((100 * ((cpuPerAnswer.on.at(-1) ?? 0) - (cpuPerAnswer.off.at(-1) ?? 0))) / (cpuPerAnswer.off.at(-1) || 1));
    log(
      `  ${pagePath} pair ${pair + 1}: on ${Math.round(rate.on ?? 0)} req/s, off ${Math.round(rate.off ?? 0)} req/s, cost ${costs.at(-1)?.toFixed(1)}%; ` +
        `server CPU per answer on ${cpuPerAnswer.on.at(-1)?.toFixed(1)} µs, off ${cpuPerAnswer.off.at(-1)?.toFixed(1)} µs`,
    );
  }
  // The views counted (the endpoint writes the waiting ones first): one per answer of the runs with counting on.
  const views = (await counting(true)).views - viewsBefore;
  const mean = (list) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
  const sorted = [...costs].sort((x, y) => x - y);
  const quantile = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
  const cpu = { on: medianOf(cpuPerAnswer.on), off: medianOf(cpuPerAnswer.off) };
  return {
    on: { rps: mean(runs.on), p99: Math.max(...runs.on.map((r) => r.p99)), runs: runs.on.map((r) => Math.round(r.rps)) },
    off: { rps: mean(runs.off), p99: Math.max(...runs.off.map((r) => r.p99)), runs: runs.off.map((r) => Math.round(r.rps)) },
    errors: [...runs.on, ...runs.off].reduce((sum, r) => sum + r.errors, 0),
    cost: medianOf(costs),
    cpu: { ...cpu, cost: medianOf(cpuCosts) },
    quartiles: [quantile(0.25), quantile(0.75)],
    views,
    answered: viewsCounted,
  };
}

/**
 * The lines `npm run bench` prints for a counting measurement, and the target it misses (or undefined).
 * @param {Awaited<ReturnType<typeof measureCounting>>} result
 * @param {string} pagePath
 */
export function countingReport(result, pagePath) {
  const rps = (side) => `${Math.round(side.rps)} req/s (${side.runs.join(', ')}), p99 ${side.p99} ms`;
  const lines = [
    `\nCounting visits (${pagePath}, a phone's browser, ${result.on.runs.length} alternating pairs): on ${rps(result.on)}; off ${rps(result.off)}; ` +
      `cost ${result.cost.toFixed(1)}% (median of the pairs' costs; quartiles ${result.quartiles.map((q) => q.toFixed(1)).join(' to ')}%; target <= ${MAX_COUNTING_COST}%); ` +
      `server CPU per answer (median) on ${result.cpu.on.toFixed(1)} µs, off ${result.cpu.off.toFixed(1)} µs, cost ${result.cpu.cost.toFixed(1)}% (median of the pairs'); ${result.views} views counted, ${result.answered} answers received with counting on (the requests in flight when a run ends are counted, not received), ${result.errors} errors.`,
  ];
  const missed =
    result.cost > MAX_COUNTING_COST || result.views < result.answered || result.errors > 0
      ? `counting visits costs ${result.cost.toFixed(1)}% of ${pagePath}'s requests/s (target <= ${MAX_COUNTING_COST}%), ${result.views} views counted of ${result.answered} answers, ${result.errors} errors`
      : undefined;
  return { lines, missed };
}
