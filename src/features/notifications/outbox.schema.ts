/** The admin outbox view's query: which messages to list. Browser-safe (the panel shares it). */
import { z } from 'zod';

/** The statuses the admin can list (a message being handed over counts as queued). */
export const OUTBOX_VIEWS = ['queued', 'sent', 'failed'] as const;

/** ?status=queued|sent|failed (default failed: what needs the admin). */
export const outboxQuerySchema = z.strictObject({
  status: z.enum(OUTBOX_VIEWS).default('failed'),
});
