// @ts-check
// One address per page: a page answers 200 at the address its canonical link, og:url and the sitemap name,
// and every other spelling of it (a trailing slash, its folder's index.html, an escaped letter) answers 301
// to that one, so search engines and validators never see two addresses of one page. The pages' own rule
// is src/lib/i18n.ts's pageAddress (no trailing slash; a language's home, /th/, keeps its slash); a
// pre-rendered page's address is read from its own canonical link, so the server never holds a second copy of it.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** The canonical link's path in a page (the link BaseLayout writes), or undefined. */
const CANONICAL = /<link rel="canonical" href="([^"]+)"/;

/**
 * The one address of each pre-rendered page of the build, by its file: the address its canonical link
 * names when that is one of the file's own addresses, else its folder without the trailing slash.
 * @param {Map<string, string>} files the client files by URL path (precompressed.mjs's clientFiles)
 * @returns {Map<string, string>}
 */
export function pageAddresses(files) {
  /** @type {Map<string, string[]>} */
  const addressesOf = new Map();
  for (const [urlPath, file] of files) {
    if (!file.endsWith('index.html')) continue;
    addressesOf.set(file, [...(addressesOf.get(file) ?? []), urlPath]);
  }
  /** @type {Map<string, string>} */
  const addresses = new Map();
  for (const [file, own] of addressesOf) {
    const href = CANONICAL.exec(readFileSync(file, 'utf8'))?.[1];
    const named = href === undefined ? undefined : new URL(href, 'http://localhost').pathname;
    const folder = own.reduce((shortest, urlPath) => (urlPath.length < shortest.length ? urlPath : shortest));
    addresses.set(file, named !== undefined && own.includes(named) ? named : folder);
  }
  return addresses;
}

// A path of non-empty segments of the characters a path may hold, ending in one or more slashes. A path
// with an empty segment (`//evil.example/`) or a backslash is left alone: its slash-less form could read
// as another host's address.
const TRAILING_SLASH = /^(?:\/[\w.~%!$&'()*+,;=:@-]+)+\/+$/;
// Not pages, in any case and whatever follows the name, escaped or not (`/Admin/`, `/admin;/`, `/%61dmin/`): the JSON API, and the agency's app, which routes its own paths (the middleware sends it to sign in).
const NOT_PAGES = /^\/(?:api|admin)(?![\w-])/i;

/** The file, in the build's output folder, that names the language prefixes (`["th"]`). */
export const LANGUAGES_FILE = 'page-languages.json';

/**
 * The integration that writes LANGUAGES_FILE at the end of a build: every language but the first (the base one, which
 * has no prefix). The localized pages are rendered on demand, so no file of the build says which first segments are
 * languages, whose homes (`/th/`) keep their trailing slash.
 * @param {readonly string[]} locales every language of the site, the base first
 * @returns {import('astro').AstroIntegration}
 */
export function pageLanguagesIntegration(locales) {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'page-languages',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async () => {
        if (outDir) await writeFile(new URL(LANGUAGES_FILE, outDir), `${JSON.stringify(locales.slice(1))}\n`);
      },
    },
  };
}

/**
 * The language prefixes of a build (`th`), read from its LANGUAGES_FILE.
 * @param {URL} buildDir the build's output folder (`dist/`)
 * @returns {Set<string>}
 */
export function languagePrefixes(buildDir) {
  return new Set(/** @type {string[]} */ (JSON.parse(readFileSync(new URL(LANGUAGES_FILE, buildDir), 'utf8'))));
}

/**
 * Where a request for another spelling of a page goes (its one address, query kept), or undefined to
 * answer it as it is: a GET or HEAD of a pre-rendered page at another of its file's addresses, or of an
 * on-demand path with a trailing slash or ending in `index.html` (a language's home, `/th/`, keeps its slash).
 * @param {string | undefined} method
 * @param {string | undefined} url the request's target (path and query)
 * @param {Map<string, string>} files the client files by decoded URL path
 * @param {Map<string, string>} addresses the pre-rendered pages' addresses by file (pageAddresses)
 * @param {Set<string>} [languages] the language prefixes (languagePrefixes)
 * @returns {string | undefined}
 */
export function canonicalLocation(method, url, files, addresses, languages = new Set()) {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/')) return undefined;
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURI(rawPath);
  } catch {
    return undefined;
  }
  const file = files.get(decoded);
  if (file !== undefined) {
    const address = addresses.get(file);
    return address !== undefined && address !== rawPath ? address + query : undefined;
  }
  if (rawPath === '/' || NOT_PAGES.test(rawPath) || NOT_PAGES.test(decoded)) return undefined;
  const page = /\/index\.html$/.test(decoded) ? decoded.slice(0, -'index.html'.length) : rawPath;
  const home = /^\/([^/]+)\/*$/.exec(page);
  if (home && languages.has(/** @type {string} */ (home[1])))
    return page === `/${home[1]}/` && page === rawPath ? undefined : `/${home[1]}/${query}`;
  if (page !== rawPath) return (page.replace(/\/+$/, '') || '/') + query;
  if (!TRAILING_SLASH.test(rawPath)) return undefined;
  return rawPath.replace(/\/+$/, '') + query;
}
