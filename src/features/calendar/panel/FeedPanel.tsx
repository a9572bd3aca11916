/**
 * The private calendar feed in the Calendario tab: whether a subscription URL exists, and a button
 * that makes a new one (ending the old). Only the token's hash is stored, so the URL is shown once,
 * right after it is made, with a Copy button.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { ConfirmButton, LoadError, Loading, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { $feedStatus, rotateFeed } from './calendar-api';

/** The feed section. */
export function FeedPanel() {
  const { data, error } = useStore($feedStatus);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlId = useId();

  const make = async () => {
    setBusy(true);
    await toastOutcome(
      async () => setMade((await rotateFeed()).url),
      'Nuovo indirizzo del feed creato',
      'Errore durante la creazione dell’indirizzo del feed',
    );
    setBusy(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made ?? '');
      showToast({ title: 'Indirizzo del feed copiato' });
    } catch {
      showToast({ title: 'Copia non riuscita', description: 'Seleziona l’indirizzo e copialo a mano.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="feed-title" className="mt-8 rounded-xl border border-ink-line p-4">
      <h3 id="feed-title" className="mb-2 text-lg text-white">
        Feed del calendario
      </h3>
      <p className="mb-3 text-sm">
        Un indirizzo privato da aggiungere al calendario del telefono: le prenotazioni confermate con servizio, performer, città e ora,
        senza i recapiti dei clienti. Chiunque abbia l&apos;indirizzo può leggerlo; creane uno nuovo se viene condiviso per errore.
      </p>
      {error && !data ? (
        <LoadError title="Impossibile caricare il feed del calendario" error={error} onRetry={() => $feedStatus.revalidate()} />
      ) : !data ? (
        <Loading>Caricamento del feed del calendario...</Loading>
      ) : (
        <>
          <p className="mb-3 text-sm text-white" data-testid="feed-status">
            {data.active && data.createdAt
              ? `Indirizzo del feed creato il ${formatDateTime(data.createdAt)}.`
              : 'Nessun indirizzo del feed.'}
          </p>
          {data.active ? (
            <ConfirmButton
              label="Crea un nuovo indirizzo"
              title="Creare un nuovo indirizzo del feed?"
              description="L’indirizzo attuale smette subito di funzionare: ogni calendario iscritto dovrà ricevere quello nuovo."
              confirmLabel="Crea nuovo indirizzo"
              onConfirm={make}
              disabled={busy}
            />
          ) : (
            <button type="button" className={smallButton} onClick={make} disabled={busy}>
              Crea l&apos;indirizzo del feed
            </button>
          )}
        </>
      )}
      {made && (
        <div className="mt-4">
          <label htmlFor={urlId} className="mb-1 block text-sm font-medium text-white">
            Indirizzo del feed
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={urlId}
              readOnly
              value={made}
              aria-describedby={`${urlId}-hint`}
              className={`${controlClass} min-w-0 flex-1 font-mono text-xs`}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className={smallButton} onClick={copy}>
              Copia
            </button>
          </div>
          <p id={`${urlId}-hint`} className="mt-1 text-xs text-mist">
            Mostrato solo ora: il server non ne conserva una copia da mostrare di nuovo.
          </p>
        </div>
      )}
    </section>
  );
}
