/** Il mio account (everyone): one's own open sessions, each can be ended, and a passkey for another device. */
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@/lib/dates';
import { $adminName } from '@/features/admin-panel/session-store';
import { registerPasskey } from './passkeys-client';
import { $ownSessions, endSession } from './team-api';
import { Empty, LoadState, ResponsiveTable, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { showToast } from '@/lib/toast-store';

/** The tab. */
export function AccountTab() {
  const name = useStore($adminName);
  const addDevice = async () => {
    const result = await registerPasskey();
    showToast(result.ok ? { title: 'Passkey aggiunta' } : { title: result.message, variant: 'destructive' });
  };
  const endButton = (s: { id: string; current: boolean }) =>
    !s.current && (
      <button
        type="button"
        className={smallButton}
        onClick={() => void toastOutcome(() => endSession(s.id), 'Accesso chiuso', 'Impossibile chiudere')}
      >
        Chiudi
      </button>
    );
  return (
    <section aria-labelledby="account-title" lang="it">
      <h2 id="account-title" className="mb-2 text-xl">
        Il mio account
      </h2>
      <p className="mb-4 text-sm">Connesso come {name}.</p>
      <button type="button" className={`${smallButton} mb-6`} onClick={() => void addDevice()}>
        Aggiungi una passkey (chiave di sicurezza o questo dispositivo)
      </button>
      <h3 className="mb-2 text-lg">Accessi aperti</h3>
      <LoadState
        store={$ownSessions}
        loading="Caricamento accessi"
        failed="Impossibile caricare gli accessi"
        empty={<Empty title="Nessun accesso aperto" />}
      >
        {(items) => (
          <ResponsiveTable
            items={items}
            columns={['Aperto', 'Ultimo uso', 'Browser', 'Azioni']}
            rowTestId="session-row"
            flushLastHeader
            row={(s) => (
              <>
                <td className="py-2 pr-3">{formatDateTime(s.createdAt)}</td>
                <td className="py-2 pr-3">{s.current ? 'Questo accesso' : formatDateTime(s.lastUsedAt)}</td>
                <td className="py-2 pr-3 break-words">{s.userAgent ?? '—'}</td>
                <td className="py-2">{endButton(s)}</td>
              </>
            )}
            card={(s) => (
              <div className="space-y-1 text-sm">
                <p className="text-white">{s.current ? 'Questo accesso' : `Aperto ${formatDateTime(s.createdAt)}`}</p>
                <p className="break-words">{s.userAgent ?? '—'}</p>
                {endButton(s)}
              </div>
            )}
          />
        )}
      </LoadState>
    </section>
  );
}
