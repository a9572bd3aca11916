/** The exchange rates' routes the panel calls (Pagamenti's Cambi delle valute). */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { currencyRatesSchema } from './rates.schema';
import type { RatesReport } from './rates.server';

/** The owner's exchange rates (baht per unit) with who set each and when, and which are missing or stale. */
export const currencyRatesRoute = route<Jsonify<RatesReport>>()('GET', '/api/admin/currency-rates');
/** Stores the given rates; answers the report as stored. */
export const saveCurrencyRatesRoute = route<Jsonify<RatesReport>, z.input<typeof currencyRatesSchema>>()(
  'PUT',
  '/api/admin/currency-rates',
);
