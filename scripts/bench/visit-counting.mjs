// Issue 61's cost of counting visits: the same cached public page loaded with the server's visit counting on and
// off, in one server and one run (the counter taken off its hook and put back through the bench build's
// /__bench/counting, scripts/bench/counting.ts). A short warm-up with counting on is not measured; then twelve
// segments of a third of the bench's duration each, three times on, off, off, on, so that a load drifting during the
// run weighs on both alike (on a shared machine the rate moves by a factor of two within seconds). Each request is a
// phone's browser opening the page (a browser's user agent, `Sec-Fetch-Dest: document`), so every answer is a view
// the counter keeps, not a crawler it leaves out.
import autocannon from 'autocannon';

/** The most counting may cost a page's requests/s (issue 61: within 5%). */
export const MAX_COUNTING_COST = 5;

/** The headers of a phone's browser opening a page (a view the counter keeps). */
export const BROWSER_PAGE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'sec-fetch-dest': 'document',
  accept: 'text/html',
};

/**
 * Loads `pagePath` with counting on and off (in all 2 x `duration` s each, `connections` at once) and answers the mean req/s
 * and worst p99 of each, the cost in percent of the rate without counting, and the views counted meanwhile.
 * @param {{ base: string, host: string, pagePath: string, duration: number, connections: number, log?: (line: string) => void }} options
 */
export async function measureCounting({ base, host, pagePath, duration, connections, log = () => {} }) {
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
  await counting(true);
  await load(2);
  const viewsBefore = (await counting(true)).views;
  let viewsCounted = 0;
  const segment = Math.max(2, Math.round(duration / 3));
  for (const mode of /** @type {const} */ (['on', 'off', 'off', 'on', 'on', 'off', 'off', 'on', 'on', 'off', 'off', 'on'])) {
    const state = await counting(mode === 'on');
    if (state.counting !== (mode === 'on')) throw new Error(`counting did not switch ${mode}`);
    const result = await load(segment);
    runs[mode].push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    if (mode === 'on') viewsCounted += result['2xx'];
    log(`  ${pagePath} counting ${mode}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  }
  // The views counted (the endpoint writes the waiting ones first): one per answer of the runs with counting on.
  const views = (await counting(true)).views - viewsBefore;
  const mean = (list) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
  const on = mean(runs.on);
  const off = mean(runs.off);
  return {
    on: { rps: on, p99: Math.max(...runs.on.map((r) => r.p99)), runs: runs.on.map((r) => Math.round(r.rps)) },
    off: { rps: off, p99: Math.max(...runs.off.map((r) => r.p99)), runs: runs.off.map((r) => Math.round(r.rps)) },
    errors: [...runs.on, ...runs.off].reduce((sum, r) => sum + r.errors, 0),
    cost: (100 * (off - on)) / off,
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
    `\nCounting visits (${pagePath}, a phone's browser, on/off/off/on three times): on ${rps(result.on)}; off ${rps(result.off)}; ` +
      `cost ${result.cost.toFixed(1)}% (target <= ${MAX_COUNTING_COST}%); ${result.views} views counted, ${result.answered} answers received with counting on (the requests in flight when a run ends are counted, not received), ${result.errors} errors.`,
  ];
  const missed =
    result.cost > MAX_COUNTING_COST || result.views < result.answered || result.errors > 0
      ? `counting visits costs ${result.cost.toFixed(1)}% of ${pagePath}'s requests/s (target <= ${MAX_COUNTING_COST}%), ${result.views} views counted of ${result.answered} answers, ${result.errors} errors`
      : undefined;
  return { lines, missed };
}
