// JSON-LD's inLanguage is the page's Intl tag without its extensions (Thai's Buddhist calendar), whatever its length.
import { expect, it } from 'vitest';
import { inLanguage } from './json-ld';

it('says each language as its tag without extensions', () => {
  expect(inLanguage('en')).toBe('en-GB');
  expect(inLanguage('th')).toBe('th-TH');
});
