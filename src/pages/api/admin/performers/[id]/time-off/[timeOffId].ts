import { removeTimeOff, timeOffNotFound } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json } from '@/lib/server/http';

export const prerender = false;

/** Removes one stretch of a performer's time off; 404 when it is not there. */
export const DELETE = withAdmin(
  ({ params }) => {
    found(removeTimeOff(getDb(), params.id ?? '', params.timeOffId ?? ''), timeOffNotFound);
    return json({ success: true });
  },
  { role: 'staff' },
);
