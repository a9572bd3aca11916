import { describe, expect, it } from 'vitest';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { ADVANCE_AGENCY_ERRORS } from '@/features/advance/advance-agency-errors';
import { ApiError } from '@/lib/api-client';
import { agencyError, agencyFieldError, HttpError } from '@/lib/server/http';
import { AGENCY_BOOKING_ERRORS } from '@/features/manage-bookings/agency-booking-errors';
import { refusalOf } from '@test/refusal';
import { errorText, fieldErrors, speakErrorsWith } from './errors';
import { panelWords } from '@/layouts/admin/agency-errors';

// The panel's island gives its words so (layouts/admin/AdminApp.tsx).
speakErrorsWith(panelWords);

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
    const refused = await refusalOf(
      agencyError(409, ADVANCE_AGENCY_ERRORS, { code: 'advance_move', params: { from: 'received', to: 'unpaid' } }),
    );
    expect(refused.serverMessage).toBe('The advance cannot go from received to unpaid.');
    expect(errorText(refused)).toBe("L'acconto non può passare da «Acconto ricevuto» a «Acconto non pagato».");
  });

  it('says a coded refusal of a field on that field in Italian, and an uncoded issue as the server wrote it', async () => {
    const refused = await refusalOf(
      agencyFieldError(
        400,
        AGENCY_BOOKING_ERRORS,
        { code: 'performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } },
        'updates.stripperIds',
      ),
    );
    expect(refused.issues).toEqual([
      {
        path: 'updates.stripperIds',
        message: 'Luca does not work in bangkok',
        code: 'performer_elsewhere',
        params: { name: 'Luca', city: 'bangkok' },
      },
    ]);
    expect(fieldErrors(refused)).toEqual({ 'updates.stripperIds': 'Luca non lavora a Bangkok' });
    expect(fieldErrors(await refusalOf(new HttpError(400, 'Nome mancante', [{ path: 'name', message: 'Nome mancante' }])))).toEqual({
      name: 'Nome mancante',
    });
  });
});
