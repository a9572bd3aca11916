import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { scriptHash } from './inline-script-hashes.mjs';
import {
  AFTER_FIRST_PAINT,
  ISLAND_STYLE,
  islandRequestsAfterPaint,
  islandStylesInHead,
  withAstroIslandsMended,
  withoutInlineIslandRuntime,
  withoutIslandPreloads,
} from './astro-islands';

/** A file of the installed Astro, whose output these functions mend. */
const astroSource = (file: string) =>
  readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), file), 'utf8');

// A page as Astro writes it with an island: the island's style and scripts just before the first island, in the body.
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title>${head}</head><body><script>a()</script>` +
  `<main>${ISLAND_STYLE}<script>(()=>{})()</script><astro-island uid="1"></astro-island></main></body></html>`;
const styleOutsideHead = (html: string) => html.slice(html.indexOf('</head>')).includes('<style');

describe("Astro's island style", () => {
  it('is the element Astro writes (its ISLAND_STYLES)', () => {
    const source = astroSource('dist/runtime/server/astro-island-styles.js');
    expect(source).toContain(`"${ISLAND_STYLE.replace(/<\/?style>/g, '')}"`);
  });

  it('moves from the body to the end of the head, once, the rest of the page unchanged', () => {
    const html = page('<style>.a{color:red}</style>');
    expect(styleOutsideHead(html)).toBe(true);
    const moved = islandStylesInHead(html);
    expect(styleOutsideHead(moved)).toBe(false);
    expect(moved).toBe(html.replace(ISLAND_STYLE, '').replace('</head>', `${ISLAND_STYLE}</head>`));
    expect(islandStylesInHead(moved)).toBe(moved);
    // Written twice (a slot rendered apart): one copy, in the head.
    const twice = islandStylesInHead(html.replace('</main>', `${ISLAND_STYLE}</main>`));
    expect(twice.split(ISLAND_STYLE)).toHaveLength(2);
    expect(styleOutsideHead(twice)).toBe(false);
  });

  it('leaves a page without islands and a fragment without a head as they are', () => {
    const plain = '<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p></body></html>';
    expect(islandStylesInHead(plain)).toBe(plain);
    const fragment = `${ISLAND_STYLE}<astro-island></astro-island>`;
    expect(islandStylesInHead(fragment)).toBe(fragment);
  });

  it('is moved in an HTML answer, keeping its status and headers; other answers are untouched', async () => {
    const answer = await withAstroIslandsMended(
      new Response(page(''), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes' } }),
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(styleOutsideHead(await answer.text())).toBe(false);
    const json = new Response(page(''), { headers: { 'content-type': 'application/json' } });
    expect(await withAstroIslandsMended(json)).toBe(json);
  });
});

describe("Astro's server-island preload", () => {
  // The link Astro's renderServerIsland writes into the head for an island asked for by GET.
  const preload =
    '<link rel="preload" as="fetch" href="/_server-islands/FeaturedPerformers?e=A%3D&amp;p=B&amp;s=" crossorigin="anonymous">';

  it('is the link Astro writes', () => {
    const source = astroSource('dist/runtime/server/render/server-islands.js');
    expect(source).toContain('`<link rel="preload" as="fetch" href="${toAttributeString(serverIslandUrl)}" crossorigin="anonymous">`');
  });

  it('leaves the page, which keeps every other preload, and with the island style still moved', async () => {
    const image = '<link rel="preload" as="image" href="/_image?href=a.webp">';
    expect(withoutIslandPreloads(page(`${preload}${image}`))).toBe(page(image));
    const answer = await withAstroIslandsMended(new Response(page(preload), { headers: { 'content-type': 'text/html' } }));
    const html = await answer.text();
    expect(html).not.toContain('_server-islands');
    expect(styleOutsideHead(html)).toBe(false);
  });
});

describe("A server island's request", () => {
  // The script Astro's renderServerIsland writes where the island goes, for an island asked for by GET.
  const code =
    'const headers = new Headers({});\nlet response = await fetch("/_server-islands/FeaturedPerformers?e=A%3D&p=B&s=", { headers });' +
    'replaceServerIsland("7f3a", response);';
  const island = `<script type="module" data-astro-rerun data-island-id="7f3a">${code}</script>`;

  it('is made by the script Astro writes', () => {
    const source = astroSource('dist/runtime/server/render/server-islands.js');
    expect(source).toContain('`<script type="module" data-astro-rerun data-island-id="${hostId}">${islandContent}</script>`');
  });

  it('waits for the first paint; the changed hash is named, and a page already changed or without islands stays as it is', () => {
    const { html, hashes } = islandRequestsAfterPaint(page(island));
    expect(html).toBe(page(`<script type="module" data-astro-rerun data-island-id="7f3a">${AFTER_FIRST_PAINT}${code}</script>`));
    expect([...hashes]).toEqual([[scriptHash(code), scriptHash(AFTER_FIRST_PAINT + code)]]);
    expect(islandRequestsAfterPaint(html)).toEqual({ html, hashes: new Map() });
    expect(islandRequestsAfterPaint(page('')).html).toBe(page(''));
  });

  it("changes the answer's policy to the new hash, every other source kept", async () => {
    const other = scriptHash('a()');
    const policy = `default-src 'self'; script-src 'self' ${other} ${scriptHash(code)}; style-src 'self'`;
    const answer = await withAstroIslandsMended(
      new Response(page(island), { headers: { 'content-type': 'text/html', 'content-security-policy': policy } }),
    );
    expect(answer.headers.get('content-security-policy')).toBe(policy.replace(scriptHash(code), scriptHash(AFTER_FIRST_PAINT + code)));
    expect(await answer.text()).toContain(`${AFTER_FIRST_PAINT}${code}`);
  });

  // The wait as a page runs it, with the page's document, load event, frames and paint reports in hand.
  const wait = (readyState: string, reportsPaints: boolean) => {
    const listeners: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const observers: Array<{ report: () => void; observing: boolean }> = [];
    class Observer {
      static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['paint'];
      constructor(callback: (list: unknown, observer: Observer) => void) {
        const entry = { report: () => entry.observing && callback([], this), observing: false };
        observers.push(entry);
        this.disconnect = () => void (entry.observing = false);
        this.observe = ({ type }: { type: string }) => void (entry.observing = type === 'largest-contentful-paint');
      }
      disconnect: () => void;
      observe: (options: { type: string }) => void;
    }
    let done = false;
    const run = new (Object.getPrototypeOf(async () => {}).constructor)(
      'document',
      'addEventListener',
      'requestAnimationFrame',
      'PerformanceObserver',
      AFTER_FIRST_PAINT,
    ) as (...args: unknown[]) => Promise<void>;
    void run(
      { readyState },
      (_name: string, listener: () => void) => listeners.push(listener),
      (frame: () => void) => frames.push(frame),
      Observer,
    ).then(() => (done = true));
    const step = async (action: () => void) => (action(), await Promise.resolve(), await Promise.resolve(), done);
    return { listeners, frames, observers, step };
  };

  it('starts once the page has loaded and its largest paint so far has been reported, or, where paints are not reported, two frames later', async () => {
    const loading = wait('loading', true);
    expect(loading.observers).toHaveLength(0);
    expect(await loading.step(() => loading.listeners.splice(0).forEach((load) => load()))).toBe(false);
    expect(await loading.step(() => loading.observers[0]!.report())).toBe(true);
    expect(loading.observers[0]!.observing).toBe(false);
    expect(loading.frames).toHaveLength(0);

    const loaded = wait('complete', true);
    expect(loaded.listeners).toHaveLength(0);
    expect(await loaded.step(() => loaded.observers[0]!.report())).toBe(true);

    const unreported = wait('loading', false);
    expect(await unreported.step(() => unreported.listeners.splice(0).forEach((load) => load()))).toBe(false);
    expect(unreported.observers).toHaveLength(0);
    expect(await unreported.step(() => unreported.frames.shift()!())).toBe(false);
    expect(await unreported.step(() => unreported.frames.shift()!())).toBe(true);
  });
});

describe("Astro's inline island runtime", () => {
  const inline = (code: string) => `<script>${code}</script>`;
  const runtimeFile = '<script type="module" src="/_astro/IslandRuntime.astro_astro_type_script_index_0_lang.Dv6E1HHu.js"></script>';
  // Astro's prescripts before the first island of each directive, the second island's only its directive.
  const islands =
    `${ISLAND_STYLE}${inline(loadDirective)}${inline(islandRuntime)}<astro-island client="load"></astro-island>` +
    `${inline(idleDirective)}<astro-island client="idle"></astro-island>${inline(visibleDirective)}<astro-island client="visible"></astro-island>`;

  it('goes with the load and idle directives from a page that loads them from their file, other directives kept', () => {
    const html = `<main>${islands}</main>${runtimeFile}`;
    expect(withoutInlineIslandRuntime(html)).toBe(
      `<main>${ISLAND_STYLE}<astro-island client="load"></astro-island><astro-island client="idle"></astro-island>` +
        `${inline(visibleDirective)}<astro-island client="visible"></astro-island></main>${runtimeFile}`,
    );
  });

  it('stays in a page that does not load the file', () => {
    const html = `<main>${islands}</main><script type="module" src="/_astro/Other.astro_astro_type_script_index_0_lang.Dv6E1HHu.js"></script>`;
    expect(withoutInlineIslandRuntime(html)).toBe(html);
  });
});
