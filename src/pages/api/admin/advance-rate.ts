import { advanceRateSchema } from '@/features/advance/advance-rate.schema';
import { advancePercent, setAdvancePercent } from '@/features/advance/advance-rate.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The owner's advance rate: `{ percent }`. */
export const GET = withAdmin(() => json({ percent: advancePercent(getDb()) }), { role: 'owner' });

/** Sets the rate → `{ percent, repriced }` (the unpaid upcoming bookings repriced with it); 400 with the rule's message otherwise. */
export const PUT = withAdmin(
  async ({ request }) => {
    const { percent } = await readJson(request, { schema: advanceRateSchema });
    return json(setAdvancePercent(getDb(), percent));
  },
  { role: 'owner' },
);
