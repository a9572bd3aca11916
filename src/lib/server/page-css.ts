/**
 * The pages rendered for one visitor that are held to the page budget (issue 44) although the page cache
 * never stores them: the pages of e-mailed links (the party brief, the review, a guest's share of the
 * advance, the confirm link) and the booking summary, and a cached page asked for by a visitor with a cookie
 * (the cache passes them through). Each answer keeps only the CSS rules the page can use
 * (used-css.mjs), reading the code of the islands it loads from the build's files, and its policy only
 * its own script hashes, as the build does for pre-rendered pages and the page cache for the pages it
 * stores. A page that loads the island runtime from its file loses Astro's inline copy (astro-islands.ts). Under `astro dev` (no built scripts to read) the page is left whole.
 */
import { withUsedCss } from './used-css.mjs';
import { policyForPage } from './inline-script-hashes.mjs';
import { builtScript } from './built-scripts';
import { isCacheablePath } from './page-cache';
import { withoutInlineIslandRuntime } from './astro-islands';

/** The per-visitor pages whose CSS is cut on each answer: the e-mailed links' pages and the booking summary. */
const CUT_PAGES = [/^(?:\/th)?\/(?:brief|review|pay|booking\/confirm)$/, /^(?:\/th)?\/booking\/[^/]+\/summary$/];

/** Whether a request's page (normalised path) is one whose CSS is cut per answer (a cached page's too, when the cache passes it through). */
export function isCutPage(pathname: string): boolean {
  return CUT_PAGES.some((pattern) => pattern.test(pathname)) || isCacheablePath(pathname);
}

/** The HTML answer with its inlined CSS cut to the rules it can use and its policy to its own script hashes; any other answer as it is. */
export async function withPageCss(response: Response): Promise<Response> {
  if (!/^text\/html/i.test(response.headers.get('content-type') ?? '') || response.headers.has('content-encoding')) return response;
  const html = withUsedCss(withoutInlineIslandRuntime(await response.text()), builtScript);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policyForPage(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
