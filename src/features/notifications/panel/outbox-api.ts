/** Posta in uscita's calls: the messages of the chosen status with the counts, and the retry. */
import { atom, computed } from 'nanostores';
import { callRoute, refreshEverything, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { outboxRoute, retryMailRoute } from '../notifications.routes';

export type { OutboxEntry } from '../notifications.routes';

/** Which outbox messages Posta in uscita shows. */
export const $outboxView = atom<'queued' | 'sent' | 'failed'>('failed');
/** The outbox messages of the chosen status, newest first, with the counts. */
export const $outbox = routeStore(
  outboxRoute,
  computed($outboxView, (status) => ({ query: { status } })),
);

/** Fetches the outbox again (a confirmation just queued an e-mail). */
export function refreshOutbox(): void {
  refreshRoute(outboxRoute);
}

/** Puts a failed e-mail back in the queue; every list refreshes (Manage Bookings marks an undelivered confirmation). */
export async function retryOutboxMail(id: string): Promise<void> {
  try {
    await callRoute(retryMailRoute, { params: { id }, body: {} });
  } finally {
    refreshEverything();
  }
}
