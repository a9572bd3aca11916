// Measures the public pages with Lighthouse (mobile preset) in Debian's Chromium, against the built
// production server started here on a free port with a temporary database (`npm run build` first).
// Usage: npm run lighthouse [-- /path ...]   (LIGHTHOUSE_URL=http://host:port measures a running server; an argument
// that is a full URL, such as the bench's floor page on a server of its own, is measured where it says)
// LIGHTHOUSE_JSON_DIR=<folder> also keeps each full report. LIGHTHOUSE_RUNS=<n> measures each page n times and
// keeps Lighthouse's own median run (its simulated metrics vary between runs; Lighthouse advises the median of several). Prints one line per page with the four category scores; exits 1 when a score is below LIGHTHOUSE_MIN (default 0).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltServer } from '../test/server.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const minimum = Number(process.env.LIGHTHOUSE_MIN || 0);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 1));

/** Starts the built server (test/server.mjs) on a fresh data folder; returns its base URL and a stop function that also removes the folder. */
async function startServer() {
  const server = await startBuiltServer();
  // localhost, not 127.0.0.1: canonical URLs point at SITE_URL (http://localhost:4321 by default) and
  // Lighthouse's canonical audit compares host names.
  return {
    base: `http://localhost:${server.port}`,
    stop: async () => (await server.stop(), rmSync(server.dataDir, { recursive: true, force: true })),
  };
}

const server = process.env.LIGHTHOUSE_URL ? { base: process.env.LIGHTHOUSE_URL, stop: async () => {} } : await startServer();
let failed = false;
try {
  const performers = await (await fetch(`${server.base}/api/performers`)).json();
  const args = process.argv.slice(2);
  const paths = args.length
    ? args
    : [
        '/',
        '/about-us',
        '/male-strippers/bangkok',
        '/male-strippers/pattaya',
        '/male-strippers/phuket',
        '/male-strippers/chiang-mai',
        '/topless-waiters/bangkok',
        '/topless-waiters/phuket',
        `/performer/${performers[0].id}`,
        '/pricing/bangkok',
        '/pricing/hua-hin',
        '/privacy',
        '/terms',
      ];
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    console.log(['page'.padEnd(48), 'perf', 'a11y', 'best', 'seo', '  failing audits'].join(' '));
    for (const pagePath of paths) {
      const run = async () => {
        const outcome = await lighthouse(/^https?:\/\//.test(pagePath) ? pagePath : `${server.base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!outcome) throw new Error(`Lighthouse returned no result for ${pagePath}`);
        return outcome;
      };
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        // A trace-recording error (NO_NAVSTART, NO_FCP on a busy machine) is Lighthouse's, not the page's: retry once.
        let attempt = await run();
        if (attempt.lhr.runtimeError) attempt = await run();
        results.push(attempt);
      }
      const valid = results.filter((r) => !r.lhr.runtimeError);
      const median = valid.length ? computeMedianRun(valid.map((r) => r.lhr)) : undefined;
      const result = results.find((r) => r.lhr === median) ?? results[0];
      if (!result) throw new Error(`no Lighthouse run for ${pagePath}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.log(`  ${pagePath}: ${runtimeError.code} ${runtimeError.message}`);
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        // A folder that does not exist yet is made (it stopped the whole run after its first page).
        mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_JSON_DIR, `${pagePath.replace(/[^a-z0-9]+/gi, '_')}.json`),
          [result.report].flat().join(''),
        );
      }
      const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
      const failing = CATEGORIES.flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (scores.some((score) => score < minimum)) failed = true;
      console.log([pagePath.slice(0, 48).padEnd(48), ...scores.map((s) => String(s).padStart(4)), ' ', failing.join(', ')].join(' '));
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
