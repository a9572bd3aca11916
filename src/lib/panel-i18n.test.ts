import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import jsonMessages from '../../scripts/inlang-json-messages.js';

// The panel's catalogues as written (messages/panel/{locale}.json) and the project that compiles them.
const settings = JSON.parse(readFileSync('project.panel.inlang/settings.json', 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.siam.jsonMessages': { pathPattern: string; complete: boolean };
};
const files = Object.fromEntries(
  PANEL_LOCALES.map((locale) => {
    const path = settings['plugin.siam.jsonMessages'].pathPattern.replace('{locale}', locale);
    return [path, readFileSync(path, 'utf8')];
  }),
);
/** The plugin's load of the catalogues, from `texts` (path → file) instead of the disk. */
const load = (texts: Record<string, string>) =>
  jsonMessages.loadMessages({
    settings,
    nodeishFs: {
      readFile: (path: string) => (path in texts ? Promise.resolve(texts[path]!) : Promise.reject(new Error(`no ${path}`))),
    },
  });
const keysOf = (text: string) => Object.keys(JSON.parse(text) as object).filter((key) => !key.startsWith('$'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the panel's catalogues", () => {
  it('are Italian first, then English and Thai, as the staff record stores them', () => {
    expect(settings.locales).toEqual([...PANEL_LOCALES]);
    expect(settings.baseLocale).toBe('it');
  });

  it('have every key in all three languages, with the same placeholders', () => {
    const [italian, ...others] = PANEL_LOCALES.map(
      (locale) => JSON.parse(files[`./messages/panel/${locale}.json`]!) as Record<string, string>,
    );
    const keys = keysOf(JSON.stringify(italian));
    expect(keys.length).toBeGreaterThan(30);
    for (const other of others) {
      expect(keysOf(JSON.stringify(other)).sort()).toEqual([...keys].sort());
      expect(keys.filter((key) => placeholders(other[key]!).join() !== placeholders(italian![key]!).join())).toEqual([]);
    }
  });

  it('compile as written', async () => {
    expect((await load(files)).length).toBe(keysOf(files['./messages/panel/it.json']!).length);
  });

  it('stop the build when a translation is missing or its placeholders differ, naming the key', async () => {
    const thai = JSON.parse(files['./messages/panel/th.json']!) as Record<string, string>;
    delete thai.tab_bookings;
    await expect(load({ ...files, './messages/panel/th.json': JSON.stringify(thai) })).rejects.toThrow('th: no "tab_bookings"');
    const english = JSON.parse(files['./messages/panel/en.json']!) as Record<string, string>;
    english.account_signed_in_as = 'Signed in as {person}.';
    await expect(load({ ...files, './messages/panel/en.json': JSON.stringify(english) })).rejects.toThrow(
      'en: "account_signed_in_as" has other placeholders',
    );
  });
});
