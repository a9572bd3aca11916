import { pageRates } from '@/features/currency/rates.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/**
 * The rates the customer pages' currency line uses: `{ GBP: 44.25, ... }` (baht per unit, only those set).
 * Fetched only by a visitor who chose a currency other than baht; a browser may reuse it for 5 minutes,
 * so a change of the rates shows on the pages within that time (the pages themselves carry no rate).
 */
export const GET = route(() => json(pageRates(getDb()), 200, { 'Cache-Control': 'public, max-age=300' }));
