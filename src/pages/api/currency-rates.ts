import { pageRates } from '@/features/currency/rates.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/**
 * The rates the customer pages' currency line uses: `{ GBP: 44.25, ... }` (baht per unit, only those set).
 * A browser may reuse a set for 5 minutes, so a change of the rates shows on the pages within that time (the
 * pages themselves carry no rate). An empty set is never kept: the owner's first rates show at once.
 */
export const GET = route(() => {
  const rates = pageRates(getDb());
  const cache = Object.keys(rates).length ? 'public, max-age=300' : 'no-store';
  return json(rates, 200, { 'Cache-Control': cache });
});
