// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageScriptHashes } from './inline-script-hashes.mjs';

/** @param {string} body */
const hash = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, each once', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module" data-island-id="x">b()</script>',
      '<script type="module" src="/_astro/c.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<SCRIPT>a()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')]);
  });
});

describe('pageScriptHashes', () => {
  it("keeps a page's own inline scripts, and Astro's loaders too only where a server island may bring them", () => {
    const astro = [hash('loader()'), hash('a()')];
    expect(pageScriptHashes('<script>a()</script>', astro)).toEqual([hash('a()')]);
    expect(pageScriptHashes('<script>a()</script><script>fetch("/_server-islands/Cards")</script>', astro)).toEqual(
      [hash('a()'), hash('fetch("/_server-islands/Cards")'), hash('loader()')].sort(),
    );
  });
});
