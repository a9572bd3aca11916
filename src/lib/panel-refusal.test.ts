import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import { panelRefusal } from './panel-refusal';

/** Every source file under `dir` (no test). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('paraglide') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The codes a refusal is thrown with: each `code: '…'` of a file that refuses (refuse).
const THROWN = [
  ...new Set(
    sources('src')
      .map((path) => readFileSync(path, 'utf8'))
      .filter((text) => /\brefuse\(/.test(text))
      .flatMap((text) => [...text.matchAll(/\bcode: '([a-z_]+)'/g)].map((match) => match[1]!)),
  ),
].sort();
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const CUSTOMER = ['en', 'th'].map((locale) => read(`messages/${locale}.json`));
const PANEL = PANEL_LOCALES.map((locale) => read(`messages/panel/${locale}.json`));
const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

/** What is wrong with a code's entry in a set of catalogues: missing from one language, or other placeholders in one. */
function entryProblem(code: string, catalogues: Record<string, string>[]): string | undefined {
  const said = catalogues.map((catalogue) => catalogue[`error_${code}`]);
  if (said.some((text) => !text?.trim())) return `${code}: missing in a language`;
  if (new Set(said.map(placeholders)).size > 1) return `${code}: other placeholders in a language`;
  return undefined;
}

describe('a refusal is one catalogue entry per language plus the throw', () => {
  it('finds the codes thrown in src/', () => {
    expect(THROWN).toEqual(expect.arrayContaining(['performer_not_found', 'booking_closed', 'replacement_clash', 'booking_not_found']));
    expect(THROWN.length).toBeGreaterThan(60);
  });

  it("has every thrown code in every language of its catalogues (the customers' or the panel's), with the same placeholders", () => {
    const problems = THROWN.map((code) => entryProblem(code, CUSTOMER[0]![`error_${code}`] ? CUSTOMER : PANEL)).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('fails on a code missing from one language or with other placeholders', () => {
    expect(entryProblem('booking_move', PANEL)).toBeUndefined();
    expect(entryProblem('booking_move', [...PANEL, { error_booking_move: 'da {from} a {status}' }])).toBe(
      'booking_move: other placeholders in a language',
    );
    expect(entryProblem('review_expired', [CUSTOMER[0]!, {}])).toBe('review_expired: missing in a language');
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
