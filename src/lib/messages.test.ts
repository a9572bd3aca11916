import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n';

// The catalogues as written (messages/{locale}.json), not as compiled: a missing message compiles to the base text silently.
const catalogue = (locale: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>,
    ).filter(([key]) => !key.startsWith('$')),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  const english = catalogue('en');

  it('has English messages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    const translated = catalogue(locale);

    it(`${locale}: every English message has a translation, and no other`, () => {
      expect(Object.keys(english).filter((key) => !translated[key]?.trim())).toEqual([]);
      expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
    });

    it(`${locale}: every translation has the English message's placeholders`, () => {
      const differing = Object.keys(english)
        .filter((key) => key in translated)
        .filter((key) => placeholders(english[key]!).join() !== placeholders(translated[key]!).join())
        .map((key) => ({ key, en: placeholders(english[key]!), [locale]: placeholders(translated[key]!) }));
      expect(differing).toEqual([]);
    });
  }

  it('th: "agency" is spelt one way, เอเจนซี (the Royal Institute spelling), never เอเจนซี่', () => {
    const thai = catalogue('th');
    expect(Object.keys(thai).filter((key) => thai[key]!.includes('เอเจนซี่'))).toEqual([]);
    expect(Object.values(thai).some((text) => text.includes('เอเจนซี'))).toBe(true);
  });
});
