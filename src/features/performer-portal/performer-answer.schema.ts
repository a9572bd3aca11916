/** A performer's answer to a booking: accept, or decline with a reason the agency reads. */
import '@/lib/zod-csp';
import { z } from 'zod';

/** Body of POST /api/performer/bookings/{id}/answer; unknown keys are refused. */
export const answerSchema = z
  .strictObject({
    answer: z.enum(['accept', 'decline'], { error: 'answer must be accept or decline' }),
    reason: z.string({ error: 'The reason must be text' }).trim().max(500, 'Please keep the reason under 500 characters').optional(),
  })
  .refine((v) => v.answer === 'accept' || Boolean(v.reason), { path: ['reason'], message: 'Please tell the agency why you decline' });
/** A validated answer. */
export type AnswerInput = z.infer<typeof answerSchema>;
