/** The organiser's split of the advance as the route takes it (the form's messages in English; a Thai page translates them). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { emailField } from '@/components/ui/form-fields';
import { FREE_GUEST_RULE, SHARE_COUNT_RULE, SHARE_LIMITS } from './shares';

/** `{ count, oneGoesFree? }`: 2 to 30 shares; with one guest free, at least 3. */
export const splitSchema = z
  .strictObject({
    count: z
      .number({ error: SHARE_COUNT_RULE })
      .int(SHARE_COUNT_RULE)
      .min(SHARE_LIMITS.min, SHARE_COUNT_RULE)
      .max(SHARE_LIMITS.max, SHARE_COUNT_RULE),
    oneGoesFree: z.boolean().default(false),
  })
  .refine((split) => !split.oneGoesFree || split.count >= 3, { path: ['oneGoesFree'], message: FREE_GUEST_RULE });
/** A valid split. */
export type SplitInput = z.infer<typeof splitSchema>;

/** The ways a payer may say she paid with. */
export const SHARE_METHODS = ['promptpay', 'bank', 'link'] as const;

/** The organiser sends a share's link to a guest: `{ email }`. */
export const sendShareSchema = z.strictObject({ email: emailField() });

/** The agency marks a share received (the one change the panel makes to a share). */
export const receiveShareSchema = z.strictObject({
  status: z.literal('received', { error: "Lo stato della quota può essere solo 'received'" }),
});
