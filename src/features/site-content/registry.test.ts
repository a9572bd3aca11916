// The registry of editable texts: derived from the catalogue, every key in both languages, each catalogue text within
// the limit and markup rule its entry states (so a fresh install's texts could be saved back as they are), and no
// key an island renders (an island's text is the browser's bundle, which never sees a published edit).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../../messages/en.json';
import thai from '../../../messages/th.json';
import { markupRefusal } from '@/lib/markup';
import { CONTENT_REGISTRY, contentEntry, placeholdersOf } from './registry';

const islands = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? islands(file) : file.endsWith('.tsx') ? [file] : [];
  });

describe('the registry of editable texts', () => {
  it('covers the public pages’ texts by page, each key in both catalogues', () => {
    const pages = new Set(CONTENT_REGISTRY.map((entry) => entry.page));
    expect([...pages].sort()).toEqual(['about', 'buttons', 'city', 'footer', 'home', 'pricing', 'promise']);
    expect(CONTENT_REGISTRY.length).toBeGreaterThan(250);
    for (const { key } of CONTENT_REGISTRY) {
      expect(typeof (english as Record<string, unknown>)[key], key).toBe('string');
      expect(typeof (thai as Record<string, unknown>)[key], key).toBe('string');
    }
    expect(contentEntry('home_faq_1_answer')).toMatchObject({ page: 'home', section: 'faq', markup: true });
    expect(contentEntry('listing_bangkok_faq_price_q')).toMatchObject({ page: 'city', section: 'faq', markup: false });
    expect(contentEntry('listing_bangkok_faq_price_a')).toMatchObject({ markup: true, placeholders: ['price'] });
    expect(contentEntry('footer_rights')).toMatchObject({ page: 'footer', placeholders: ['year', 'brand'] });
    // Not editable: the forms' words, errors, e-mails, the performer's profile page.
    for (const key of ['error_too_long', 'forms_submit', 'listing_gallery_next', 'listing_fact_height'])
      expect(contentEntry(key)).toBeUndefined();
  });

  it('holds every catalogue text within its entry’s rules, in both languages', () => {
    for (const entry of CONTENT_REGISTRY)
      for (const text of [(english as Record<string, string>)[entry.key]!, (thai as Record<string, string>)[entry.key]!]) {
        expect(text.length, entry.key).toBeLessThanOrEqual(entry.limit);
        expect(markupRefusal(text), entry.key).toBeUndefined();
        expect(
          placeholdersOf(text).filter((name) => !entry.placeholders.includes(name)),
          entry.key,
        ).toEqual([]);
      }
  });

  it('lists no text an island renders', () => {
    const used = islands(path.resolve('src')).flatMap((file) =>
      CONTENT_REGISTRY.filter(({ key }) => new RegExp(`\\b${key}\\b`).test(readFileSync(file, 'utf8'))).map(({ key }) => `${file}: ${key}`),
    );
    expect(used).toEqual([]);
  });
});
