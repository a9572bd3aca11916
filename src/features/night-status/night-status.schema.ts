/** The performer's status on the night: the body of POST /api/performer/bookings/{id}/night. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { MAX_ETA_MINUTES } from './night-rules';

/** `{ status: 'on-my-way', minutes }`, `{ status: 'arrived' }` or `{ status: 'finished' }`; unknown keys are refused. */
export const nightStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('on-my-way'),
      minutes: z
        .number({ error: 'Please say in how many minutes you arrive' })
        .int('Please say in how many minutes you arrive')
        .min(1, 'Please say in how many minutes you arrive')
        .max(MAX_ETA_MINUTES, `Please give at most ${MAX_ETA_MINUTES} minutes`),
    }),
    z.strictObject({ status: z.literal('arrived') }),
    z.strictObject({ status: z.literal('finished') }),
  ],
  { error: 'status must be on-my-way, arrived or finished' },
);
/** A validated status. */
export type NightStatusInput = z.infer<typeof nightStatusSchema>;
