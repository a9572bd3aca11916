import { commissionQuerySchema } from '@/features/partners/commission.schema';
import { partnerMonths } from '@/features/partners/commission.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** Each partner's visits, bookings, paid bookings and commission due per month of ?from&to (YYYY-MM; owner only). */
export const GET = withAdmin(({ url }) => json({ months: partnerMonths(getDb(), parse(commissionQuerySchema, queryObject(url))) }), {
  role: 'owner',
});
