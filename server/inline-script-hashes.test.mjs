// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.mjs';

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
