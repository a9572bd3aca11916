// Issue 61's cost of counting visits: the same cached public page loaded with the server's visit counting on and
// off, in one server and one run. The load runs without a break while the bench build's /__bench/counting
// (scripts/bench/counting.ts) switches counting on and off every 250 ms (BENCH_COUNTING_WINDOW_MS) for
// BENCH_COUNTING_SECONDS (40 by default) and reports each window's answers, wall time and the server's CPU time: on a
// shared machine the rate moves by a factor of two within seconds, and windows a quarter of a second apart see the same
// load, where segments of seconds did not (their costs ranged from -60% to +60% in one run). The cost is the median of
// the costs of each pair of neighbouring windows, as a rate (answers per second) and as the server's CPU time per
// answer. In both modes the server's hook counts the answer; with counting on it also hands it to the counter, and a
// window with counting on writes its views before it ends, so their batch is paid inside it. Each request is a phone's
// browser opening the page (a browser's user agent, `Sec-Fetch-Dest: document`), so every answer is a view the counter
// keeps, not a crawler it leaves out.
import autocannon from 'autocannon';

/** The most counting may cost a page's requests/s (issue 61: within 5%). */
export const MAX_COUNTING_COST = 5;

/** The headers of a phone's browser opening a page (a view the counter keeps). */
export const BROWSER_PAGE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'sec-fetch-dest': 'document',
  accept: 'text/html',
};

const medianOf = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quartilesOf = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  return [sorted[Math.floor((sorted.length - 1) / 4)], sorted[Math.ceil((3 * (sorted.length - 1)) / 4)]];
};

/**
 * Loads `pagePath` (`connections` at once) while the server alternates counting on and off, and answers the rate and
 * the server's CPU time per answer with each, the costs (median of neighbouring windows' pairs, with quartiles), and
 * the views counted against the answers counting saw.
 * @param {{ base: string, host: string, pagePath: string, connections: number, log?: (line: string) => void }} options
 */
export async function measureCounting({ base, host, pagePath, connections, log = () => {} }) {
  const seconds = Number(process.env.BENCH_COUNTING_SECONDS) || 40;
  const windowMs = Number(process.env.BENCH_COUNTING_WINDOW_MS) || 250;
  const counting = async (query) => {
    const answer = await fetch(`${base}/__bench/counting?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!answer.ok) throw new Error(`/__bench/counting answered ${answer.status}`);
    return /** @type {{ counting: boolean, views: number, windows?: { on: boolean, answers: number, wallUs: number, cpuUs: number }[] }} */ (
      await answer.json()
    );
  };
  const load = (duration) =>
    autocannon({
      url: `${base}${pagePath}`,
      connections,
      duration,
      headers: { host, 'accept-encoding': 'br, gzip', ...BROWSER_PAGE_HEADERS },
    });
  // Warm-up: the page cached and compressed, the JIT warm on both paths, the first batches written.
  await counting('on=1');
  await load(3);
  await counting('on=0');
  await load(2);
  // Counting off around the windows: only the windows with counting on count views.
  const viewsBefore = (await counting('on=0')).views;
  const running = load(seconds + 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { windows = [] } = await counting(`alternate=${seconds * 1000}&window=${windowMs}`);
  const result = await running;
  // The views counted (the endpoint writes the waiting ones first): one per answer of the windows with counting on.
  const views = (await counting('on=1')).views - viewsBefore;
  const rate = (w) => (1e6 * w.answers) / w.wallUs;
  const cpu = (w) => w.cpuUs / Math.max(1, w.answers);
  /** @type {number[]} */
  const rateCosts = [];
  /** @type {number[]} */
  const cpuCosts = [];
  for (let i = 0; i + 1 < windows.length; i += 2) {
    const [on, off] = windows[i].on ? [windows[i], windows[i + 1]] : [windows[i + 1], windows[i]];
    if (!on.answers || !off.answers) continue;
    rateCosts.push(100 * (1 - rate(on) / rate(off)));
    cpuCosts.push(100 * (cpu(on) / cpu(off) - 1));
  }
  const side = (on) => {
    const list = windows.filter((w) => w.on === on);
    const answers = list.reduce((sum, w) => sum + w.answers, 0);
    const wall = list.reduce((sum, w) => sum + w.wallUs, 0);
    const cpuTime = list.reduce((sum, w) => sum + w.cpuUs, 0);
    return { rps: (1e6 * answers) / Math.max(1, wall), cpuPerAnswer: cpuTime / Math.max(1, answers), answers, windows: list.length };
  };
  const summary = {
    on: side(true),
    off: side(false),
    cost: medianOf(rateCosts),
    quartiles: quartilesOf(rateCosts),
    cpuCost: medianOf(cpuCosts),
    cpuQuartiles: quartilesOf(cpuCosts),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    views,
    answered: side(true).answers,
  };
  log(
    `  ${pagePath}: ${windows.length} windows of ${windowMs} ms; on ${Math.round(summary.on.rps)} req/s, ${summary.on.cpuPerAnswer.toFixed(1)} µs CPU per answer; ` +
      `off ${Math.round(summary.off.rps)} req/s, ${summary.off.cpuPerAnswer.toFixed(1)} µs`,
  );
  return summary;
}

/**
 * The lines `npm run bench` prints for a counting measurement, and the target it misses (or undefined).
 * @param {Awaited<ReturnType<typeof measureCounting>>} result
 * @param {string} pagePath
 */
export function countingReport(result, pagePath) {
  const pct = (value) => `${value.toFixed(1)}%`;
  const lines = [
    `\nCounting visits (${pagePath}, a phone's browser, counting switched on and off every window: ${result.on.windows + result.off.windows} windows): ` +
      `on ${Math.round(result.on.rps)} req/s, ${result.on.cpuPerAnswer.toFixed(1)} µs of server CPU per answer; off ${Math.round(result.off.rps)} req/s, ${result.off.cpuPerAnswer.toFixed(1)} µs; ` +
      `cost ${pct(result.cost)} of the requests/s (median of neighbouring windows; quartiles ${result.quartiles.map(pct).join(' to ')}; target <= ${MAX_COUNTING_COST}%), ` +
      `${pct(result.cpuCost)} of the CPU per answer (quartiles ${result.cpuQuartiles.map(pct).join(' to ')}); p99 ${result.p99} ms; ` +
      `${result.views} views counted of ${result.answered} answers with counting on, ${result.errors} errors.`,
  ];
  const missed =
    result.cost > MAX_COUNTING_COST || result.views !== result.answered || result.errors > 0
      ? `counting visits costs ${pct(result.cost)} of ${pagePath}'s requests/s (target <= ${MAX_COUNTING_COST}%), ${result.views} views counted of ${result.answered} answers, ${result.errors} errors`
      : undefined;
  return { lines, missed };
}
