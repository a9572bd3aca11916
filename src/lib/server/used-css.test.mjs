// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleClosure, withUsedCss } from './used-css.mjs';

const CSS = [
  ':root{--color-gold:#e4b45c;--color-sky:#0af;--spacing:.25rem}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  'h1{font-size:2rem}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.px-4{padding-inline:calc(var(--spacing)*4)}',
  '.text-gold{color:var(--color-gold)}.text-sky{color:var(--color-sky)}',
  '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}',
  '.\\[\\&_h2\\]\\:pt-6 h2{padding-top:1.5rem}.sm\\:px-6{@media (min-width:40rem){padding-inline:1.5rem}}',
  '.a:not(.b){color:red}.c,.flex>.d{color:blue}}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('');

/** @param {string} body @param {string} [head] */
const page = (body, head = '') => `<html><head><style>${CSS}</style>${head}</head><body>${body}</body></html>`;
/** @param {string} html */
const styleOf = (html) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';

describe('withUsedCss', () => {
  it('keeps the rules whose classes the page uses, escaped or HTML-escaped, and drops the others', () => {
    const css = styleOf(withUsedCss(page('<div class="flex text-gold [&amp;_h2]:pt-6 sm:px-6 a"><h2>x</h2><i class="d"></i></div>')));
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.text-gold{');
    expect(css).toContain('.\\[\\&_h2\\]\\:pt-6 h2{');
    expect(css).toContain('.sm\\:px-6{@media (min-width:40rem)');
    expect(css).toContain('.a:not(.b){color:red}');
    expect(css).toContain('h1{font-size:2rem}');
    expect(css).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(css).not.toContain('.grid');
    expect(css).not.toContain('.text-sky');
    expect(css).not.toContain('.shadow');
    // Of a rule's selectors, only those that can match stay.
    expect(css).toContain('.flex>.d{color:blue}');
    expect(css).not.toContain('.c,');
  });

  it('removes the custom properties nothing left reads, and keeps those that are read', () => {
    const css = styleOf(withUsedCss(page('<p class="text-gold">x</p>')));
    expect(css).toContain('--color-gold:#e4b45c');
    expect(css).not.toContain('--color-sky');
    expect(css).not.toContain('--spacing');
    expect(css).not.toContain('@property --tw-shadow');
    expect(css).not.toContain('@property --tw-blur');
    const withShadow = styleOf(withUsedCss(page('<p class="shadow">x</p>')));
    expect(withShadow).toContain('@property --tw-shadow');
    expect(withShadow).toContain('--tw-shadow:0 1px #000');
  });

  it('keeps the classes of the scripts the page loads, and the whole stylesheet when one cannot be read', () => {
    const island = '<astro-island component-url="/_astro/Form.js" renderer-url="/_astro/client.js"></astro-island>';
    /** @type {Record<string, string>} */
    const code = { '/_astro/Form.js': 'e("div",{className:"grid shadow"})', '/_astro/client.js': '' };
    const css = styleOf(withUsedCss(page(island), ({ file }) => (file ? code[file] : undefined)));
    expect(css).toContain('.grid{display:grid}');
    expect(css).toContain('.shadow{');
    expect(css).not.toContain('.text-sky');
    expect(styleOf(withUsedCss(page(island)))).toBe(CSS);
    const serverIsland = page('<script>fetch("/_server-islands/Cards?p=1")</script>');
    expect(styleOf(withUsedCss(serverIsland, ({ serverIsland: name }) => (name === 'Cards' ? '"text-sky"' : undefined)))).toContain(
      '.text-sky',
    );
  });
});

describe('moduleClosure', () => {
  it('reads a module and the modules of its folder it imports, each once', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'used-css-'));
    try {
      writeFileSync(path.join(dir, 'a.js'), 'import{x}from"./b.js";const m=["_astro/c.js"];"grid"');
      writeFileSync(path.join(dir, 'b.js'), 'import"./a.js";"shadow"');
      writeFileSync(path.join(dir, 'c.js'), '"text-sky"');
      const text = moduleClosure(path.join(dir, 'a.js'));
      expect(text).toContain('"grid"');
      expect(text).toContain('"shadow"');
      expect(text).toContain('"text-sky"');
      expect(text.match(/"grid"/g)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
