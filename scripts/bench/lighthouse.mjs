// Lighthouse for `npm run bench`: runs scripts/lighthouse.mjs (mobile preset, Debian's Chromium)
// against the running server, three times per page keeping Lighthouse's median run (LIGHTHOUSE_RUNS), keeps each JSON report, and reads scores, LCP / TBT / CLS and the bytes
// transferred per resource type before any interaction.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './processes.mjs';

const KINDS = { Document: 'html', Stylesheet: 'css', Script: 'js' };

/** The page's largest contentful paint as Lighthouse's LCP breakdown names it: the element and its observed (not simulated) parts in ms. */
function lcpElement(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((p) => p.type === 'node');
  const times = (parts.find((p) => p.type === 'table')?.items ?? []).map((p) => `${p.subpart} ${Math.round(p.duration)}`).join(', ');
  return node ? `${node.snippet}${times ? ` (observed: ${times})` : ''}` : undefined;
}

/** Lighthouse figures for each page path, keyed by path. */
export async function measurePages(base, paths) {
  // LIGHTHOUSE_JSON_DIR keeps the reports there; otherwise they go to a folder removed afterwards.
  const keep = process.env.LIGHTHOUSE_JSON_DIR;
  const dir = keep || mkdtempSync(path.join(os.tmpdir(), 'siam-bench-lh-'));
  try {
    await run(['scripts/lighthouse.mjs', ...paths], {
      LIGHTHOUSE_URL: base,
      LIGHTHOUSE_JSON_DIR: dir,
      LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS || '3',
    }).catch((error) => console.error(error.message));
    const results = {};
    for (const pagePath of paths) {
      let lhr;
      try {
        lhr = JSON.parse(readFileSync(path.join(dir, `${pagePath.replace(/[^a-z0-9]+/gi, '_')}.json`), 'utf8'));
      } catch {
        continue;
      }
      // A run Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) has no figures: not measured.
      if (lhr.runtimeError) continue;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const bytes = { html: 0, css: 0, js: 0 };
      for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
        const kind = KINDS[item.resourceType];
        if (kind) bytes[kind] += item.transferSize ?? 0;
      }
      results[pagePath] = {
        perf: score('performance'),
        a11y: score('accessibility'),
        best: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        tbt: lhr.audits['total-blocking-time']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        lcpElement: lcpElement(lhr),
        bytes,
      };
    }
    return results;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
