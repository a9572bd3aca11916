import { describe, expect, it } from 'vitest';
import { refusalOf } from '@test/refusal';
import { HttpError, refuse } from '@/lib/server/http';
import { fromCatalogue, type ErrorMessages } from './error-codes';
import { panelRefusal } from './panel-refusal';
import { RATE_LIMIT_ERRORS } from './rate-limit-errors';
import { sayFields, sayRefusal } from './say-refusal';
import { UNAVAILABLE_ERRORS } from './unavailable-errors';
import { m } from '@/paraglide/messages';

// An island's words: the codes it can meet, from the customers' catalogue.
const WORDS: Partial<ErrorMessages> = { too_long: fromCatalogue(m.error_too_long), ...RATE_LIMIT_ERRORS, ...UNAVAILABLE_ERRORS };

describe('saying a refusal', () => {
  it('puts a field refusal on its field, with its params, in the reader’s language', async () => {
    const refused = await refusalOf(refuse(400, { code: 'too_long', params: { max: 300 } }, { field: 'specialRequests' }));
    expect(sayFields(refused, WORDS, 'en')).toEqual({ specialRequests: 'Please keep this under 300 characters' });
    expect(sayFields(refused, WORDS, 'th')).toEqual({ specialRequests: 'กรุณากรอกไม่เกิน 300 ตัวอักษร' });
  });

  it('keeps each field’s first issue, names the field by `fieldOf`, and says an uncoded issue as the server wrote it', async () => {
    const refused = await refusalOf(
      new HttpError(400, 'Invalid request', [
        { path: 'interestedIn.0', message: 'too_long', code: 'too_long', params: { max: 20 } },
        { path: 'interestedIn.1', message: 'second' },
        { path: 'name', message: 'Name is required' },
      ]),
    );
    expect(sayFields(refused, WORDS, 'th', (path) => path.split('.')[0]!)).toEqual({
      interestedIn: 'กรุณากรอกไม่เกิน 20 ตัวอักษร',
      name: 'Name is required',
    });
    expect(sayFields(new TypeError('Failed to fetch'), WORDS, 'en')).toEqual({});
  });

  it('says a refusal of the whole request as one message (a toast) in the reader’s language, on no field', async () => {
    const refused = await refusalOf(refuse(503, { code: 'storage_unavailable', params: {} }));
    expect(sayRefusal(refused, WORDS, 'en')).toBe('The booking service is temporarily unavailable. Please try again shortly.');
    expect(sayRefusal(refused, WORDS, 'th')).toBe('ระบบการจองขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');
    expect(sayFields(refused, WORDS, 'th')).toEqual({});
  });

  it('fills in the params (and picks the singular the code’s words choose)', async () => {
    const after = async (minutes: number) =>
      sayRefusal(await refusalOf(refuse(429, { code: 'too_many_requests', params: { minutes } })), WORDS, 'en');
    expect(await after(12)).toBe(m.error_too_many_requests({ minutes: 12 }, { locale: 'en' }));
    expect(await after(12)).toContain('12');
    expect(await after(1)).toBe(m.error_too_many_requests_one({}, { locale: 'en' }));
  });

  it('falls back to `uncoded`, then the server’s own text, for a code the words do not say; `unanswered` when there was no answer', async () => {
    const unknown = await refusalOf(refuse(404, { code: 'booking_not_found', params: {} }));
    expect(sayRefusal(unknown, WORDS, 'th')).toBe(unknown.serverMessage);
    expect(unknown.serverMessage).toBe(m.error_booking_not_found({}, { locale: 'en' }));
    expect(sayRefusal(unknown, WORDS, 'th', { uncoded: 'ลองอีกครั้ง' })).toBe('ลองอีกครั้ง');
    expect(sayRefusal(await refusalOf(new HttpError(409, 'Plain words')), WORDS, 'en')).toBe('Plain words');
    expect(sayRefusal(new TypeError('Failed to fetch'), WORDS, 'en', { unanswered: 'Try again' })).toBe('Try again');
    expect(sayRefusal(new TypeError('Failed to fetch'), WORDS, 'en')).toBe('Failed to fetch');
  });

  it('says it with a function of words too (the panel’s), in the reader’s panel language', async () => {
    const refused = await refusalOf(
      refuse(400, { code: 'performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } }, { field: 'stripperIds' }),
    );
    expect(sayRefusal(refused, panelRefusal, 'it')).toBe('Luca non lavora a Bangkok');
    expect(sayFields(refused, panelRefusal, 'en')).toEqual({ stripperIds: 'Luca does not work in Bangkok' });
    expect(sayRefusal(refused, panelRefusal, 'th')).not.toBe(refused.serverMessage);
  });
});
