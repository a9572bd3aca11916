import { describe, expect, it } from 'vitest';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { ApiError } from '@/lib/api-client';
import { HttpError } from '@/lib/server/http';
import { refusalOf } from '@test/refusal';
import { errorText } from './errors';

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
});
