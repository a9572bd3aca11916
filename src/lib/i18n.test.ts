import { describe, expect, it } from 'vitest';
import { baseLocale, locales } from '@/paraglide/runtime';
import { m } from '@/paraglide/messages';
import {
  BASE_LOCALE,
  basePath,
  htmlLang,
  isLocale,
  isTranslated,
  LOCALES,
  localeOfPath,
  localizePath,
  ogLocale,
  pageAddress,
  switchHref,
} from './i18n';

describe('the languages', () => {
  it("are the catalogue's (db/locales.ts, which the schema's locale columns share), the base first", () => {
    expect(LOCALES).toEqual(locales);
    expect(BASE_LOCALE).toBe(baseLocale);
    expect(LOCALES[0]).toBe(BASE_LOCALE);
  });

  it('take <html lang> and og:locale from their Intl tag, and their name, written in them, from their catalogue', () => {
    expect(LOCALES.map((locale) => [htmlLang(locale), ogLocale(locale), m.language_name({}, { locale })])).toEqual([
      ['en', 'en_GB', 'English'],
      ['th', 'th_TH', 'ภาษาไทย'],
    ]);
  });
});

describe('i18n paths', () => {
  it('reads the language from the path', () => {
    expect(localeOfPath('/th')).toBe('th');
    expect(localeOfPath('/th/booking')).toBe('th');
    expect(localeOfPath('/thai-massage')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a path between languages', () => {
    expect(localizePath('/', 'th')).toBe('/th/');
    expect(localizePath('/booking', 'th')).toBe('/th/booking');
    expect(localizePath('/th/booking', 'en')).toBe('/booking');
    expect(localizePath('/th/', 'en')).toBe('/');
    expect(localizePath('/th', 'en')).toBe('/');
    expect(basePath('/th/male-strippers/bangkok')).toBe('/male-strippers/bangkok');
    // Only a prefixed language's whole first segment is a prefix: not the base language's, not a longer word.
    expect(['/thai-massage', '/en/booking', '/', '/booking/th'].map(basePath)).toEqual([
      '/thai-massage',
      '/en/booking',
      '/',
      '/booking/th',
    ]);
    expect(localeOfPath('/en/booking')).toBe('en');
  });

  it('keeps the page and query when switching a translated page, else goes home', () => {
    expect(switchHref('/', '?x=1', 'th')).toBe('/th/?x=1');
    expect(switchHref('/th/', '', 'en')).toBe('/');
    expect(isTranslated('/th/')).toBe(true);
    expect(switchHref('/admin-login', '', 'th')).toBe('/th/');
    // A pre-rendered page is built at its folder's address: the switch leads to the twin's one address.
    expect(switchHref('/about-us/', '', 'th')).toBe('/th/about-us');
    expect(switchHref('/th/contact/', '?x=1', 'en')).toBe('/contact?x=1');
    // The forms group: contact, join and the customer dashboard; the performer's /me stays English.
    expect(['/th/contact', '/join/', '/dashboard'].map(isTranslated)).toEqual([true, true, true]);
    expect(isTranslated('/me')).toBe(false);
  });

  it("gives a page's one address: no trailing slash, but a language's home keeps it", () => {
    expect(['/', '/about-us/', '/th', '/th/', '/th/about-us/', '/pricing/bangkok', '/booking//'].map(pageAddress)).toEqual([
      '/',
      '/about-us',
      '/th/',
      '/th/',
      '/th/about-us',
      '/pricing/bangkok',
      '/booking',
    ]);
  });

  it('knows its languages', () => {
    expect(isLocale('th')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
