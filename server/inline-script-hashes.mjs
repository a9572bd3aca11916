// @ts-check
// Astro's CSP hashes its island loader but not the inline scripts it writes for server islands
// (`server:defer`) into pre-rendered pages, and the Node adapter matches a pre-rendered page's header by
// substring (`/` gets the 404 page's). So after the build this collects the script hashes of every
// pre-rendered page (Astro's and those of its inline scripts) into one file that server/serve.mjs sends
// in script-src for every file it serves; pages rendered on demand keep the header Astro gives them.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** The file, in the build's output folder, listing the script hashes. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

/**
 * The CSP source expressions ('sha256-…') of the executable inline scripts in an HTML page; data
 * blocks such as JSON-LD are not scripts and need none.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
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
        const hashes = new Set();
        for (const [pathname, { headers }] of routeToHeaders.entries()) {
          const policy = headers.get('Content-Security-Policy');
          if (!policy) continue;
          const scriptSrc = /(?:^|;)\s*script-src\b([^;]*)/.exec(policy)?.[1] ?? '';
          for (const source of scriptSrc.trim().split(/\s+/)) if (/^'sha(256|384|512)-/.test(source)) hashes.add(source);
          const file =
            pathname === '/404' || pathname === '/500'
              ? `${pathname.slice(1)}.html`
              : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');
          for (const hash of inlineScriptHashes(await readFile(new URL(file, config.build.client), 'utf8'))) hashes.add(hash);
        }
        routeToHeaders.clear();
        await writeFile(new URL(SCRIPT_HASHES_FILE, config.outDir), `${JSON.stringify([...hashes].sort(), null, 1)}\n`);
      },
    },
  };
}
