// @ts-check
// The script a form page loads before it can be used (issue 59): its module scripts and islands (their
// component and renderer files), followed through their static imports, each file gzipped on its own
// (level 9, as a file is compressed once at build time) and summed. A form's lazily imported rules (zod, on
// its first focus) are not counted: they load after the page. The page's HTML as a running production server
// answers it (the form pages are rendered on demand), its script files from the build's client folder that server
// runs (`dist/client`, or the bench's); shared by `npm run budget`, `npm run bench` and the check after the build
// (scripts/script-budget.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The public form pages, each with the most script it may load (gzip bytes) and the target it aims at.
 * `ceiling` is what a page loads now, rounded up to the next hundred (on 2026-12-03: 79,932 on /booking, 74,573 on
 * /contact, 74,268 on /join), so that it cannot grow back; lower it as the pages shed more. `target` is issue 59's goal.
 */
export const FORM_SCRIPT_BUDGETS = /** @type {const} */ ({
  '/booking': { ceiling: 80_000, target: 80_000 },
  '/contact': { ceiling: 74_600, target: 75_000 },
  '/join': { ceiling: 74_300, target: 75_000 },
});

/** Each form page in every language, with its budget. */
export const formPages = () =>
  Object.entries(FORM_SCRIPT_BUDGETS).flatMap(([page, budget]) => [
    { path: page, ...budget },
    { path: `/th${page}`, ...budget },
  ]);

/** A static import's or re-export's specifier in built (minified) code; `import(…)` is not matched. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g;

/**
 * The script files a page loads and their gzip bytes: its HTML as the server at `base` answers an anonymous GET,
 * the files from `clientDir`, the client folder of the build that server runs.
 * @param {string} base e.g. `http://localhost:4321`
 * @param {string} clientDir the build's client folder
 * @param {string} pagePath e.g. `/th/booking`
 * @returns {Promise<{ total: number, files: { file: string, bytes: number }[] }>}
 */
export async function pageScriptBytes(base, clientDir, pagePath) {
  const answer = await fetch(new URL(pagePath, base));
  if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}, not the page`);
  return htmlScriptBytes(clientDir, await answer.text());
}

/**
 * The script files a page's HTML loads (its module scripts and islands, and `also`: files loaded with them, such
 * as a screen its island imports at once), followed through their static imports, and their gzip bytes.
 * @param {string} clientDir the build's client folder
 * @param {string} html the page's document
 * @param {string[]} [also] more files, as `/_astro/…` addresses
 * @returns {{ total: number, files: { file: string, bytes: number }[] }}
 */
export function htmlScriptBytes(clientDir, html, also = []) {
  /** @type {Map<string, number>} */
  const files = new Map();
  /** @param {string} url */
  const visit = (url) => {
    if (files.has(url)) return;
    const code = readFileSync(path.join(clientDir, url));
    files.set(url, zlib.gzipSync(code, { level: 9 }).length);
    for (const [, specifier] of code.toString().matchAll(STATIC_IMPORT))
      if (specifier?.startsWith('.') || specifier?.startsWith('/')) visit(new URL(specifier, `http://page${url}`).pathname);
  };
  for (const [, url] of html.matchAll(/\s(?:component-url|renderer-url|src)="(\/[^"]+\.m?js)"/g)) if (url) visit(url);
  for (const url of also) visit(url);
  const list = [...files].map(([file, bytes]) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { total: list.reduce((sum, { bytes }) => sum + bytes, 0), files: list };
}
