/** The owner's line about the continuous replica (its age, from /api/health), shown in Posta in uscita in the reader's language. */
import { useStore } from '@nanostores/react';
import { refreshRoute, routeStore } from '@/features/admin-panel/client';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { healthRoute } from '../operations.routes';
import { replicaLine } from '../replica-words';

const $health = routeStore(healthRoute);

/** Asks the server's health again (Posta in uscita's "Aggiorna"). */
export function refreshReplicaLine(): void {
  refreshRoute(healthRoute);
}

/** The line; nothing while it loads or when it cannot. */
export function ReplicaLine() {
  const { data } = useStore($health);
  const locale = usePanelLocale();
  if (!data || !('replica' in data)) return null;
  const line = replicaLine(data.replica ?? null, locale);
  return (
    <p data-testid="replica-line" className={`mb-4 text-sm ${line.warn ? 'font-semibold text-rose' : ''}`}>
      {line.text}
    </p>
  );
}
