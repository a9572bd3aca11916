import { beforeAll, describe, expect, it } from 'vitest';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { ApiError } from '@/lib/api-client';
import { refuse, HttpError } from '@/lib/server/http';
import { refusalOf } from '@test/refusal';
import { errorText, fieldErrors } from './errors';
import { loadRefusalWords } from './refusal-words';

// The words load with the panel's first refused call (admin-client.test.ts shows it); these cases say them.
beforeAll(loadRefusalWords);
import { $panelLocale } from './session-store';

describe("the admin's error text", () => {
  it("says an agency refusal in Italian from its code, and keeps an uncoded answer's own words", async () => {
    expect(errorText(await refusalOf(agencyBookingNotFound()))).toBe('Prenotazione non trovata');
    const uncoded = await refusalOf(new HttpError(409, 'La prenotazione è annullata'));
    expect(errorText(uncoded)).toBe('La prenotazione è annullata');
    expect(errorText(new ApiError(429, '429: …', 'Too many'), 'Troppi tentativi di accesso. Riprova tra qualche minuto.')).toBe(
      'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    );
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("says a refusal's parameters in the panel's words (the advance's statuses by their Italian labels)", async () => {
    const refused = await refusalOf(refuse(409, { code: 'advance_move', params: { from: 'received', to: 'unpaid' } }));
    expect(refused.serverMessage).toBe('The advance cannot go from «Advance received» to «Advance unpaid».');
    expect(errorText(refused)).toBe("L'acconto non può passare da «Acconto ricevuto» a «Acconto non pagato».");
  });

  it('says a coded refusal of a field on that field in Italian, and an uncoded issue as the server wrote it', async () => {
    const refused = await refusalOf(
      refuse(400, { code: 'performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } }, { field: 'updates.stripperIds' }),
    );
    expect(refused.issues).toEqual([
      {
        path: 'updates.stripperIds',
        message: 'Luca does not work in Bangkok',
        code: 'performer_elsewhere',
        params: { name: 'Luca', city: 'bangkok' },
      },
    ]);
    expect(fieldErrors(refused)).toEqual({ 'updates.stripperIds': 'Luca non lavora a Bangkok' });
    expect(fieldErrors(await refusalOf(new HttpError(400, 'Nome mancante', [{ path: 'name', message: 'Nome mancante' }])))).toEqual({
      name: 'Nome mancante',
    });
  });

  it("says a refusal in the reader's panel language: a toast and a field's error alike", async () => {
    const refused = await refusalOf(
      refuse(409, { code: 'replacement_clash', params: { kind: 'off', name: 'Krit', date: '2026-03-14' } }, { field: 'to' }),
    );
    try {
      $panelLocale.set('th');
      expect(errorText(refused)).toBe('Krit ไม่ว่าง เพราะเป็นวันหยุดของเขาในเวลานั้น (เสาร์ 14 มี.ค. 2569) โปรดเลือกนักแสดงคนอื่น');
      expect(fieldErrors(refused)).toEqual({ to: errorText(refused) });
      $panelLocale.set('en');
      expect(errorText(refused)).toBe('Krit is not free: he has time off at that hour (Sat, 14 Mar 2026). Choose another performer.');
    } finally {
      $panelLocale.set('it');
    }
  });
});
