import { timeOffInputSchema } from '@/features/scheduling/time-off.schema';
import { addTimeOff, listTimeOff } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The performer's time off that has not ended yet, earliest first. */
export const GET = withAdmin(({ params }) => json(listTimeOff(getDb(), params.id ?? '')), { role: 'staff' });

/** Adds time off; 201 with it and the held bookings it overlaps (`overlapping`: reference, date, time), saved all the same. */
export const POST = withAdmin(
  async ({ request, params }) => {
    const input = await readJson(request, { schema: timeOffInputSchema, limit: 4 * 1024 });
    return json(addTimeOff(getDb(), params.id ?? '', input), 201);
  },
  { role: 'staff' },
);
