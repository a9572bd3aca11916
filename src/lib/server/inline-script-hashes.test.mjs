// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, policyForPage } from './inline-script-hashes.mjs';

/** @param {string} body */
const hash = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, each once, sorted', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module" data-island-id="x">b()</script>',
      '<script type="module" src="/_astro/c.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<SCRIPT>a()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')].sort());
  });
});

describe('policyForPage', () => {
  it("keeps the policy's other sources and, of its hashes, only those of the page's own scripts, on a page with a server island too", () => {
    const policy = `default-src 'self'; script-src 'self' ${hash('loader()')} ${hash('a()')}; style-src 'self'`;
    const page = '<script>a()</script><script>fetch("/_server-islands/Cards")</script>';
    expect(policyForPage(policy, page)).toBe(
      `default-src 'self'; script-src 'self' ${[hash('a()'), hash('fetch("/_server-islands/Cards")')].sort().join(' ')}; style-src 'self'`,
    );
  });
});
