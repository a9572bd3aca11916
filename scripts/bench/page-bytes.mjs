// @ts-check
// The page budget (issue 44): a public page's document must reach a phone in the first round trip, so
// its headers plus its brotli body stay within BUDGET bytes. Measures what a browser receives (one GET
// with `Accept-Encoding: br`, the body as sent, not decoded) and, for a page over the budget, what its
// bytes are spent on. Shared by `npm run bench` and `npm run budget`.
import http from 'node:http';
import zlib from 'node:zlib';
import { PAGE_BUDGET } from '../../src/lib/server/page-budget.mjs';

/** The most a public page's document may send: headers plus brotli body, in bytes (the app's own figure). */
export const BUDGET = PAGE_BUDGET;

/**
 * @typedef {object} PageBytes
 * @property {string} path
 * @property {number} status
 * @property {number} headers The status line and header lines as sent over HTTP/1.1, CRLFs included.
 * @property {number} body The body as sent (brotli), without any chunked framing.
 * @property {number} total headers + body.
 * @property {string} html The decoded document.
 * @property {Record<string, string>} headerValues The response headers by lower-case name.
 */

/**
 * Fetches one page as a browser asks for it and counts its bytes: the second answer, so a page rendered on
 * demand is measured as the page cache serves it to every visitor after the first.
 * @param {string} base e.g. `http://localhost:4321`
 * @param {string} pagePath
 * @param {Record<string, string>} [headers] more request headers (a signed-in visitor's cookie)
 * @returns {Promise<PageBytes>}
 */
export async function measurePage(base, pagePath, headers = {}) {
  await fetchPage(base, pagePath, headers);
  return fetchPage(base, pagePath, headers);
}

/**
 * One GET of a page with `Accept-Encoding: br, gzip`, its bytes counted.
 * @param {string} base
 * @param {string} pagePath
 * @param {Record<string, string>} headers
 * @returns {Promise<PageBytes>}
 */
function fetchPage(base, pagePath, headers) {
  const url = new URL(pagePath, base);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html', ...headers } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        const headers = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        const encoding = response.headers['content-encoding'];
        const html = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
          'utf8',
        );
        /** @type {Record<string, string>} */
        const headerValues = {};
        for (const [name, value] of Object.entries(response.headers)) headerValues[name] = [value ?? ''].flat().join(', ');
        resolve({
          path: pagePath,
          status: response.statusCode ?? 0,
          headers,
          body: raw.length,
          total: headers + raw.length,
          html,
          headerValues,
        });
      });
    });
    request.on('error', reject);
  });
}

/**
 * Every public page the site links search engines to, in every language: the paths of the sitemap's
 * entries and of their hreflang alternates.
 * @param {string} base
 * @returns {Promise<string[]>}
 */
export async function publicPagePaths(base) {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text();
  const paths = new Set();
  for (const [, href = ''] of xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)) paths.add(new URL(href).pathname);
  return [...paths];
}

const brotli = (/** @type {string} */ text) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * What a page's bytes are spent on: for each part, how many brotli bytes the body would lose without
 * it (parts overlap and compress together, so the figures do not add up to the body), plus each large
 * header. Largest first.
 * @param {PageBytes} page
 * @returns {{ part: string, bytes: number }[]}
 */
export function contributors(page) {
  const { html } = page;
  const whole = brotli(html);
  /** @type {[string, RegExp][]} */
  const parts = [
    ['inlined <style>', /<style\b[^>]*>[\s\S]*?<\/style>/gi],
    ['class attributes', /\sclass="[^"]*"/g],
    ['JSON-LD', /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi],
    ['inline scripts', /<script\b(?![^>]*application\/ld\+json)(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi],
    ['<svg> icons', /<svg\b[\s\S]*?<\/svg>/gi],
    ['<head> meta and links', /<(?:meta|link)\b[^>]*>/gi],
    ['header (navigation)', /<header\b[\s\S]*?<\/header>/gi],
    ['footer', /<footer\b[\s\S]*?<\/footer>/gi],
    ['islands (astro-island props)', /<astro-island\b[^>]*>/gi],
  ];
  const found = parts.map(([part, pattern]) => ({ part, bytes: whole - brotli(html.replace(pattern, '')) }));
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0];
  if (main) found.push({ part: '<main> (the page itself)', bytes: whole - brotli(html.replace(main, '')) });
  const headerRows = Object.entries(page.headerValues).map(([name, value]) => ({
    part: `header ${name}`,
    bytes: Buffer.byteLength(`${name}: ${value}\r\n`),
  }));
  return [...found, ...headerRows.filter((row) => row.bytes >= 100)].filter((row) => row.bytes > 0).sort((a, b) => b.bytes - a.bytes);
}
