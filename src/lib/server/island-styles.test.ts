import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import {
  ISLAND_STYLE,
  islandStylesInHead,
  withIslandStylesInHead,
  withoutInlineIslandRuntime,
  withoutIslandPreloads,
} from './island-styles';

// A page as Astro writes it with an island: the island's style and scripts just before the first island, in the body.
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title>${head}</head><body><script>a()</script>` +
  `<main>${ISLAND_STYLE}<script>(()=>{})()</script><astro-island uid="1"></astro-island></main></body></html>`;
const styleOutsideHead = (html: string) => html.slice(html.indexOf('</head>')).includes('<style');

describe("Astro's island style", () => {
  it('is the element Astro writes (its ISLAND_STYLES)', () => {
    const astro = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const source = readFileSync(path.join(astro, 'dist/runtime/server/astro-island-styles.js'), 'utf8');
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
    const answer = await withIslandStylesInHead(
      new Response(page(''), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes' } }),
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(styleOutsideHead(await answer.text())).toBe(false);
    const json = new Response(page(''), { headers: { 'content-type': 'application/json' } });
    expect(await withIslandStylesInHead(json)).toBe(json);
  });
});

describe("Astro's server-island preload", () => {
  // The link Astro's renderServerIsland writes into the head for an island asked for by GET.
  const preload =
    '<link rel="preload" as="fetch" href="/_server-islands/FeaturedPerformers?e=A%3D&amp;p=B&amp;s=" crossorigin="anonymous">';

  it('is the link Astro writes', () => {
    const astro = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const source = readFileSync(path.join(astro, 'dist/runtime/server/render/server-islands.js'), 'utf8');
    expect(source).toContain('`<link rel="preload" as="fetch" href="${toAttributeString(serverIslandUrl)}" crossorigin="anonymous">`');
  });

  it('leaves the page, which keeps every other preload, and with the island style still moved', async () => {
    const image = '<link rel="preload" as="image" href="/_image?href=a.webp">';
    expect(withoutIslandPreloads(page(`${preload}${image}`))).toBe(page(image));
    const answer = await withIslandStylesInHead(new Response(page(preload), { headers: { 'content-type': 'text/html' } }));
    const html = await answer.text();
    expect(html).not.toContain('_server-islands');
    expect(styleOutsideHead(html)).toBe(false);
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
