/** The outbox's routes (Posta in uscita), as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { outboxQuerySchema } from './outbox.schema';
import type { OutboxEntry as StoredEntry, outboxCounts } from './outbox.server';

/** An outbox message as Posta in uscita lists it. */
export type OutboxEntry = Jsonify<StoredEntry>;

/** The messages of one status, newest first, with the count of each status. */
export const outboxRoute = route<
  { items: OutboxEntry[]; counts: ReturnType<typeof outboxCounts> },
  never,
  z.input<typeof outboxQuerySchema>
>()('GET', '/api/admin/outbox');
/** Puts a failed e-mail back in the queue. */
export const retryMailRoute = route<{ success: true }, Record<string, never>>()('POST', '/api/admin/outbox/[id]/retry');
