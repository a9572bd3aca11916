// @ts-check
// Astro's CSP hashes its island loader but not the inline scripts it writes for server islands
// (`server:defer`) into pre-rendered pages, and the Node adapter matches a pre-rendered page's header by
// substring (`/` gets the 404 page's). So after the build this collects, for each pre-rendered page, the
// script hashes of the inline scripts that page runs (Astro's among them) into one file;
// server/serve.mjs sends each page's own hashes in its script-src (a page allows only the scripts it
// runs, and its header stays small), and all of them with every other answer it writes itself (the
// pre-rendered 404 page Astro answers with). A page rendered on demand gets the same cut (policyForPage) where the
// page cache stores it (page-cache.ts) or the per-visitor CSS cut passes it (page-css.ts).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** The file, in the build's output folder: each pre-rendered page's script hashes, by the URL path of its file (`/about-us/index.html`). */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

/**
 * The CSP source expression ('sha256-…') of an inline script's text.
 * @param {string} body
 * @returns {string}
 */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The CSP source expressions ('sha256-…') of the executable inline scripts in an HTML page, sorted; data
 * blocks such as JSON-LD are not scripts and need none. They are all the hashes a page needs, a page with a server
 * island too: the site's island answers bring no script (e2e/security-http.spec.ts reads each), so Astro's
 * loaders, which the policy Astro writes names for every page with an island, are left out.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/**
 * A Content-Security-Policy with the hashes of its script-src cut to those of the page's own inline scripts.
 * @param {string} policy
 * @param {string} html
 * @returns {string}
 */
export function policyForPage(policy, html) {
  return policy.replace(/((?:^|;)\s*script-src\b)([^;]*)/, (_whole, name, sources) => {
    const all = /** @type {string} */ (sources).trim().split(/\s+/);
    const isHash = (/** @type {string} */ source) => /^'sha(256|384|512)-/.test(source);
    return `${name} ${[...all.filter((source) => !isHash(source)), ...inlineScriptHashes(html)].join(' ')}`;
  });
}

/**
 * The integration: when the pages have been generated, writes SCRIPT_HASHES_FILE and empties the
 * route-to-headers map the Node adapter would write (so its substring matching never picks a header).
 * @returns {import('astro').AstroIntegration}
 */
export function inlineScriptHashesIntegration() {
  /** @type {import('astro').AstroConfig | undefined} */
  let config;
  return {
    name: 'inline-script-hashes',
    hooks: {
      'astro:config:done': ({ config: done }) => {
        config = done;
      },
      'astro:build:generated': async ({ routeToHeaders }) => {
        if (!config) return;
        /** @type {Record<string, string[]>} */
        const pages = {};
        for (const [pathname, { headers }] of routeToHeaders.entries()) {
          const policy = headers.get('Content-Security-Policy');
          if (!policy) continue;
          const file =
            pathname === '/404' || pathname === '/500'
              ? `${pathname.slice(1)}.html`
              : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');
          const html = await readFile(new URL(file, config.build.client), 'utf8');
          pages[`/${file}`] = inlineScriptHashes(html);
        }
        routeToHeaders.clear();
        await writeFile(new URL(SCRIPT_HASHES_FILE, config.outDir), `${JSON.stringify(pages, null, 1)}\n`);
      },
    },
  };
}
