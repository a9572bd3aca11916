import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES, PREFIXED_LOCALES } from './i18n';
import { isPrefixedLocale } from './locale-routes';

describe('the localized routes', () => {
  it('are every language but the base one', () => {
    expect(PREFIXED_LOCALES).toEqual(LOCALES.filter((locale) => locale !== BASE_LOCALE));
  });

  it('take a prefixed language as their segment, nothing else', () => {
    expect(isPrefixedLocale('th')).toBe(true);
    expect(isPrefixedLocale('en')).toBe(false);
    expect(isPrefixedLocale('api')).toBe(false);
    expect(isPrefixedLocale(undefined)).toBe(false);
  });
});
