/**
 * Astro's island output, mended in three ways.
 *
 * Astro writes its islands' one style rule as a `<style>` element in the body, just before the first island and
 * after the script of the one before it (the prescripts of runtime/server/scripts.js); HTML allows `<style>` only in
 * the head, so the validators flag every page with an island. Each page Astro renders, pre-rendered at build time
 * or on demand, has that element moved to the end of its head (the middleware renders through this), unchanged:
 * the same rule, the same bytes, the same hash for a policy that lists it.
 *
 * Astro also preloads each server island's answer from the head (`<link rel="preload" as="fetch">`): the request then
 * starts with the page's first bytes, at high priority, and its answer arrives before the first paint, which
 * Lighthouse's simulation then counts into the page's LCP (a second round trip and the island's render: about 140 ms
 * on the home page, whose island is below the fold). The preload goes; the island's own script still asks for it once
 * the page is parsed, and that too came before the first paint and was counted (a round trip after the page: about 80 ms
 * of the home page's simulated LCP). So each island's script first waits for the page's load and its first paint
 * (islandRequestsAfterPaint); the answer's policy names the script's new hash in place of the old. The page cache and
 * the CSS cut rebuild the policy from the page anyway; the swap keeps it right on the answers neither touches (a page
 * whose route set a cookie).
 *
 * A page that loads the island runtime from a file (components/IslandRuntime.astro) loses Astro's inline copies of it
 * and of its `load` and `idle` directives
 * (withoutInlineIslandRuntime, applied per answer to the pages rendered for one visitor: lib/server/page-css.ts).
 */
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import { scriptHash } from './inline-script-hashes.mjs';

/** Astro's inline island runtime and the directives components/IslandRuntime.astro defines, as Astro writes them before the islands. */
const INLINE_RUNTIME = [islandRuntime, idleDirective, loadDirective].map((code) => `<script>${code}</script>`);

/** The module script of components/IslandRuntime.astro: the same runtime and directives from a file of the build. */
const RUNTIME_FILE = /<script type="module" src="\/_astro\/IslandRuntime\.astro_astro_type_script_index_0_lang\.[\w-]+\.js"><\/script>/;

/**
 * The document without Astro's inline island runtime and `load` and `idle` directives when it loads them from their
 * file (components/IslandRuntime.astro); any other text as it is.
 */
export function withoutInlineIslandRuntime(html: string): string {
  return RUNTIME_FILE.test(html) ? INLINE_RUNTIME.reduce((page, script) => page.split(script).join(''), html) : html;
}

/** The element as Astro writes it (ISLAND_STYLES of astro/dist/runtime/server/astro-island-styles.js). */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const HEAD_END = '</head>';

/** Astro's preload of a server island's answer (renderServerIsland in astro/dist/runtime/server/render/server-islands.js). */
const ISLAND_PRELOAD = /<link rel="preload" as="fetch" href="[^"]*\/_server-islands\/[^"]*" crossorigin="anonymous">/g;

/** The document without Astro's preloads of its server islands' answers; any other text as it is. */
export function withoutIslandPreloads(html: string): string {
  return html.replace(ISLAND_PRELOAD, '');
}

/** A server island's script as Astro writes it (renderServerIsland): its opening tag, its code, its end. */
const ISLAND_SCRIPT = /(<script type="module" data-astro-rerun data-island-id="[^"]+">)([\s\S]*?)(<\/script>)/g;

/**
 * What an island's script waits for before it asks for the island: the page's load event, then its largest paint so far
 * (the browser reports it once it is on screen), or, where the browser reports no such paint, two frames (the first runs
 * before a paint, the second after it). A hidden tab paints nothing, and asks once it is shown. Written short: it is in
 * every page with an island, whose document must fit the first round trip.
 */
export const AFTER_FIRST_PAINT =
  'await new Promise(g=>{const p=()=>PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")?new PerformanceObserver((_,o)=>{o.disconnect();g()}).observe({type:"largest-contentful-paint",buffered:!0}):requestAnimationFrame(()=>requestAnimationFrame(g));document.readyState=="complete"?p():addEventListener("load",p,{once:!0})});';

/**
 * The document with each server island's script waiting for the first paint (AFTER_FIRST_PAINT) before its request,
 * and the script hashes that changed (old to new) for the answer's policy; any other text as it is.
 */
export function islandRequestsAfterPaint(html: string): { html: string; hashes: Map<string, string> } {
  const hashes = new Map<string, string>();
  const later = html.replace(ISLAND_SCRIPT, (whole, open: string, code: string, close: string) => {
    if (code.startsWith(AFTER_FIRST_PAINT)) return whole;
    hashes.set(scriptHash(code), scriptHash(AFTER_FIRST_PAINT + code));
    return `${open}${AFTER_FIRST_PAINT}${code}${close}`;
  });
  return { html: later, hashes };
}

/** The document with every island style after its head moved to the end of its head, once; any other text as it is. */
export function islandStylesInHead(html: string): string {
  const head = html.indexOf(HEAD_END);
  if (head < 0 || !html.includes(ISLAND_STYLE, head)) return html;
  const body = html.slice(head).split(ISLAND_STYLE).join('');
  const inHead = html.slice(0, head).includes(ISLAND_STYLE);
  return `${html.slice(0, head)}${inHead ? '' : ISLAND_STYLE}${body}`;
}

/**
 * An HTML answer with its island style in the head (islandStylesInHead), no island preload, and its islands asked for
 * after the first paint (islandRequestsAfterPaint, its policy's hashes to match); any other answer as it is.
 */
export async function withAstroIslandsMended(response: Response): Promise<Response> {
  if (!/^text\/html/i.test(response.headers.get('content-type') ?? '') || response.headers.has('content-encoding') || !response.body)
    return response;
  const { html, hashes } = islandRequestsAfterPaint(await response.text());
  const moved = islandStylesInHead(withoutIslandPreloads(html));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const policy = headers.get('content-security-policy');
  if (policy && hashes.size)
    headers.set(
      'content-security-policy',
      [...hashes].reduce((text, [old, later]) => text.split(old).join(later), policy),
    );
  return new Response(moved, { status: response.status, statusText: response.statusText, headers });
}
