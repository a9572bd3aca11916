// Profili says the server's refusal of a send-back note in the reader's own panel language, from the panel catalogues.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import { ApiError } from '@/lib/api-client';
import { noteRefusal } from './profile-drafts-api';

const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/panel/${locale}.json`, 'utf8')) as Record<string, string>;
const refusal = (code: string, params: object = {}) =>
  new ApiError(400, 'x', 'x', [{ path: 'note', message: 'x', code, params }], { code, params });

describe('noteRefusal', () => {
  it.each(PANEL_LOCALES)('says an empty or too long note in %s', (locale) => {
    const words = catalogue(locale);
    expect(noteRefusal(refusal('profile_note_required'), locale)).toBe(words.profiles_note_required);
    expect(noteRefusal(refusal('profile_note_too_long', { max: 500 }), locale)).toBe(words.profiles_note_too_long!.replace('{max}', '500'));
  });

  it('leaves any other failure to the toast', () => {
    expect(noteRefusal(new ApiError(409, 'x', 'x', [], { code: 'profile_draft_changed', params: {} }), 'th')).toBeUndefined();
    expect(noteRefusal(new Error('offline'), 'th')).toBeUndefined();
  });
});
