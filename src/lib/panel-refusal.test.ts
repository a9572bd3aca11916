import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import { panelRefusal, panelSays } from './panel-refusal';

/** Every source file under `dir` (no test). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('paraglide') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The codes a refusal is thrown with: each `code: '…'` of a file that refuses (agencyError, agencyFieldError, codedError).
const THROWN = [
  ...new Set(
    sources('src')
      .map((path) => readFileSync(path, 'utf8'))
      .filter((text) => /\b(agencyError|agencyFieldError|codedError)\(/.test(text))
      .flatMap((text) => [...text.matchAll(/\bcode: '([a-z_]+)'/g)].map((match) => match[1]!)),
  ),
].sort();
const customer = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;

describe('a refusal is one catalogue entry per language plus the throw', () => {
  it('finds the codes thrown in src/', () => {
    expect(THROWN).toEqual(expect.arrayContaining(['performer_not_found', 'booking_closed', 'replacement_clash', 'booking_not_found']));
    expect(THROWN.length).toBeGreaterThan(60);
  });

  it('has every thrown code in the panel catalogues or in every customer catalogue', () => {
    const [english, thai] = [customer('en'), customer('th')];
    expect(THROWN.filter((code) => !panelSays(code) && !(english[`error_${code}`] && thai[`error_${code}`]))).toEqual([]);
  });

  it('says an agency code in each panel language, never as its key or with a placeholder left', () => {
    const said = PANEL_LOCALES.map((locale) =>
      panelRefusal({ code: 'booking_move', params: { from: 'cancelled', to: 'confirmed' } }, locale),
    );
    expect(said).toEqual([
      'La prenotazione non può passare da «annullata» a «confermata».',
      'A booking cannot go from «cancelled» to «confirmed».',
      'การจองเปลี่ยนจาก «ยกเลิก» เป็น «ยืนยันแล้ว» ไม่ได้',
    ]);
    expect(panelRefusal({ code: 'no_such_code', params: {} }, 'th')).toBeUndefined();
    expect(panelRefusal({ code: 'booking_move' }, 'th')).toBeUndefined();
  });
});
