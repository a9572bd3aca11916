// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalLocation, languagePrefixes, pageAddresses, pageLanguagesIntegration } from './canonical-paths.mjs';
import { clientFiles } from './precompressed.mjs';

describe('one address per page', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-canonical-'));
  /** @param {string} folder @param {string} canonical */
  const page = (folder, canonical) => {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(
      path.join(dir, folder, 'index.html'),
      `<!doctype html><link rel="canonical" href="https://siamhunks.example${canonical}">`,
    );
  };
  page('', '/');
  page('about-us', '/about-us');
  page('th', '/th/');
  page('th/about-us', '/th/about-us');
  // A page naming an address that is not its own keeps its folder's.
  page('admin-login', '/elsewhere');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  const files = clientFiles(dir);
  const addresses = pageAddresses(files);
  /** @param {string} url @param {string} [method] */
  const location = (url, method = 'GET') => canonicalLocation(method, url, files, addresses);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers a pre-rendered page at the address its canonical link names, and redirects its file's other addresses there", () => {
    expect(['/', '/about-us', '/th/', '/th/about-us', '/admin-login', '/favicon.svg'].map((url) => location(url))).toEqual(
      Array(6).fill(undefined),
    );
    expect(location('/about-us/')).toBe('/about-us');
    expect(location('/about-us/index.html?city=phuket')).toBe('/about-us?city=phuket');
    expect(location('/about%2Dus', 'HEAD')).toBe('/about-us');
    expect(location('/index.html')).toBe('/');
    expect(location('/th')).toBe('/th/');
    expect(location('/th/index.html')).toBe('/th/');
    expect(location('/th/about-us/')).toBe('/th/about-us');
    expect(location('/admin-login/')).toBe('/admin-login');
  });

  it('redirects an on-demand page asked with a trailing slash, never off the site, an API call or the agency app', () => {
    expect(location('/pricing/bangkok/')).toBe('/pricing/bangkok');
    expect(location('/th/male-strippers/phuket//?topless-waiters')).toBe('/th/male-strippers/phuket?topless-waiters');
    expect(location('/pricing/bangkok')).toBeUndefined();
    for (const url of [
      '//evil.example/',
      '/\\evil.example/',
      '/api/health/',
      '/admin/',
      '/Admin/',
      '/API/health/',
      '/admin;/',
      '/%61dmin/',
      '/api;/x/',
      '/admin/bookings/',
      '/%E0%A4%A/',
    ]) {
      expect(location(url), url).toBeUndefined();
    }
    expect(location('/about-us/', 'POST')).toBeUndefined();
  });
});

describe('the homes and pages rendered on demand', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-canonical-'));
  for (const folder of ['contact', 'th/contact', 'booking']) {
    const canonical = `/${folder}`;
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, 'index.html'), `<link rel="canonical" href="https://siamhunks.example${canonical}">`);
  }
  const files = clientFiles(dir);
  const addresses = pageAddresses(files);
  const languages = new Set(['th']);
  /** @param {string} url */
  const location = (url) => canonicalLocation('GET', url, files, addresses, languages);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the language prefixes the build wrote: every language but the base one', async () => {
    const build = pathToFileURL(`${dir}/`);
    const hooks = /** @type {Record<string, (options: unknown) => Promise<void> | void>} */ (
      pageLanguagesIntegration(['en', 'th', 'xx']).hooks
    );
    await hooks['astro:config:done']?.({ config: { outDir: build } });
    await hooks['astro:build:done']?.({});
    expect([...languagePrefixes(build)]).toEqual(['th', 'xx']);
  });

  it("answers a language's home with its slash and the other home spellings 301 to it, the query kept", () => {
    expect(['/', '/th/', '/about-us', '/th/about-us'].map(location)).toEqual(Array(4).fill(undefined));
    expect(location('/th')).toBe('/th/');
    expect(location('/th?x=1')).toBe('/th/?x=1');
    expect(location('/th//')).toBe('/th/');
    expect(location('/th/index.html')).toBe('/th/');
    expect(location('/index.html?utm_source=x')).toBe('/?utm_source=x');
    expect(location('/about-us/index.html')).toBe('/about-us');
    expect(location('/th/about-us/')).toBe('/th/about-us');
  });
});
