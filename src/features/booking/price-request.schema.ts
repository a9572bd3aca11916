/** Body of POST /api/pricing/calculate (spec section 7); the engine checks cities, packages and performers. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { UNKNOWN_CITY } from '@/content/cities';
import { ruleMessage } from '@/lib/error-codes';
import { STRIPPER_SERVICES, WAITER_SERVICES } from '@/content/services';

const ids = z.array(z.string().min(1).max(64)).max(4, 'Too many performers selected').default([]);

/** A price calculation request; unknown keys are refused. */
export const priceRequestSchema = z.strictObject({
  location: z.string().trim().min(1, 'location is required').max(40, UNKNOWN_CITY),
  selectedMaleStripper: z.enum(STRIPPER_SERVICES, { error: 'Unknown male stripper service' }).default('none'),
  selectedToplessWaiter: z.enum(WAITER_SERVICES, { error: 'Unknown topless waiter service' }).default('none'),
  stripperIds: ids,
  waiterIds: ids,
  duration: z
    .number({ error: ruleMessage('duration_whole') })
    .int(ruleMessage('duration_whole'))
    .min(30, ruleMessage('duration_min', { min: 30 }))
    .max(300, ruleMessage('duration_max', { max: 300 }))
    .optional(),
});
