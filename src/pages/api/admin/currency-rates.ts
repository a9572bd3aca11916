import { currencyRatesSchema } from '@/features/currency/rates.schema';
import { ratesReport, setRates } from '@/features/currency/rates.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The exchange rates: `{ rates: [{ currency, bahtPerUnit, setAt, setBy, source }], missing, stale, staleAfterDays }`. */
export const GET = withAdmin(() => json(ratesReport(getDb())), { role: 'owner' });

/** Sets the given rates (baht per unit) as set now by the signed-in person → the report; 400 with each field's Italian message, nothing stored, otherwise. */
export const PUT = withAdmin(
  async ({ request }, session) => {
    const input = await readJson(request, { schema: currencyRatesSchema });
    setRates(getDb(), input, { by: session.name, source: 'owner' });
    return json(ratesReport(getDb()));
  },
  { role: 'owner' },
);
