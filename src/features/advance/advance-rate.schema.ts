/** The owner's advance rate as the panel and its route take it (Italian messages: only the agency sets it). */
import '@/lib/zod-csp';
import { z } from 'zod';

/** The rule's message, shown on the field. */
export const ADVANCE_PERCENT_RULE = "La percentuale dell'acconto deve essere un numero intero da 1 a 100";

/** `{ percent }`: the advance as a whole percent of the total, 1 to 100. */
export const advanceRateSchema = z.strictObject({
  percent: z.number({ error: ADVANCE_PERCENT_RULE }).int(ADVANCE_PERCENT_RULE).min(1, ADVANCE_PERCENT_RULE).max(100, ADVANCE_PERCENT_RULE),
});
