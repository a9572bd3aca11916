/** Body of POST /api/admin/bookings/{id}/hold: extend the hold, exempt the booking from the release, or include it again. */
import { z } from 'zod';

/** The admin's hold actions (exempt and include are the owner's). */
export const holdActionSchema = z.strictObject({
  action: z.enum(['extend', 'exempt', 'include'], { error: 'action must be extend, exempt or include' }),
});
