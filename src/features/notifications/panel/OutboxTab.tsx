/**
 * Posta in uscita (beyond the spec): the e-mail outbox, by status (in coda, inviate, non consegnate)
 * with recipient, subject, tries and the last error, and a button that sends a failed e-mail again.
 */
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { OutboxStatus } from '@db/schema';
import { $outbox, $outboxView, retryOutboxMail, type OutboxEntry } from './outbox-api';
import { $adminRole } from '@/features/admin-panel/session-store';
import { Empty, LoadState, ResponsiveTable, smallButton, StatusBadge, toastOutcome, ViewChoice } from '@/features/admin-panel/ui';

const VIEWS = [
  { value: 'queued', label: 'In coda', empty: 'Nessuna e-mail in coda.' },
  { value: 'sent', label: 'Inviate', empty: 'Nessuna e-mail inviata.' },
  { value: 'failed', label: 'Non consegnate', empty: 'Nessuna e-mail non consegnata.' },
] as const;

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'In coda', sending: 'In invio', sent: 'Inviata', failed: 'Non consegnata' };

/**
 * The tab; `ownerLine` is shown to the owner above the list (the replica's line, from another feature) and
 * `onRefresh` is asked again with the list by "Aggiorna".
 */
export function OutboxTab({ ownerLine, onRefresh }: { ownerLine?: ReactNode; onRefresh?: () => void }) {
  const view = useStore($outboxView);
  const { data } = useStore($outbox);
  const [retrying, setRetrying] = useState<string | null>(null);
  const current = VIEWS.find((v) => v.value === view)!;
  // A retry is the owner's (the server answers 403 to staff), so staff get no button and no Azioni column.
  const isOwner = useStore($adminRole) === 'owner';

  const retry = async (entry: OutboxEntry) => {
    setRetrying(entry.id);
    await toastOutcome(() => retryOutboxMail(entry.id), 'E-mail rimessa in coda', "Impossibile rimettere in coda l'e-mail");
    setRetrying(null);
  };

  const when = (entry: OutboxEntry) =>
    entry.status === 'sent' && entry.sentAt
      ? `Inviata il ${formatDateTime(entry.sentAt)}`
      : entry.status === 'failed'
        ? `Creata il ${formatDateTime(entry.createdAt)}`
        : `Prossimo tentativo ${formatDateTime(entry.nextAttemptAt)}`;
  const retryButton = (entry: OutboxEntry) =>
    entry.status === 'failed' && (
      <button
        type="button"
        className={smallButton}
        disabled={retrying === entry.id}
        onClick={() => retry(entry)}
        aria-label={`Riprova l'invio a ${entry.recipient}: ${entry.subject}`}
      >
        {retrying === entry.id ? 'Invio...' : 'Riprova'}
      </button>
    );
  const lastError = (entry: OutboxEntry) => <span className="break-words">{entry.lastError ?? '—'}</span>;

  return (
    <section aria-labelledby="outbox-title" lang="it">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-title" className="text-xl">
          Posta in uscita
        </h2>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            $outbox.revalidate();
            onRefresh?.();
          }}
        >
          Aggiorna
        </button>
      </div>
      {isOwner && ownerLine}
      <ViewChoice store={$outboxView} views={VIEWS} label="Stato delle e-mail" counts={data?.counts} className="mb-4" />
      <LoadState
        store={$outbox}
        failed="Impossibile caricare la posta in uscita"
        loading="Caricamento..."
        empty={<Empty title={current.empty} />}
      >
        {(loaded) => (
          <ResponsiveTable
            items={loaded.items}
            columns={['Destinatario', 'Oggetto', 'Tentativi', 'Ultimo errore', 'Stato', ...(isOwner ? ['Azioni'] : [])]}
            flushLastHeader
            rowTestId="outbox-row"
            cardTestId="outbox-card"
            row={(entry) => (
              <>
                <td className="py-3 pr-3 break-all text-white">{entry.recipient}</td>
                <td className="py-3 pr-3">
                  <span className="block text-white">{entry.subject}</span>
                  <span className="block text-xs">{when(entry)}</span>
                </td>
                <td className="py-3 pr-3">{entry.tries}</td>
                <td className="py-3 pr-3">{lastError(entry)}</td>
                <td className={isOwner ? 'py-3 pr-3' : 'py-3'}>
                  <StatusBadge status={entry.status} label={STATUS_LABELS[entry.status]} />
                </td>
                {isOwner && <td className="py-3">{retryButton(entry)}</td>}
              </>
            )}
            card={(entry) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-all text-white">{entry.recipient}</p>
                  <StatusBadge status={entry.status} label={STATUS_LABELS[entry.status]} />
                </div>
                <p className="mt-1 text-sm text-white">{entry.subject}</p>
                <p className="text-xs">{when(entry)}</p>
                <p className="mt-2 text-sm">
                  Tentativi: {entry.tries} · Ultimo errore: {lastError(entry)}
                </p>
                {isOwner && entry.status === 'failed' && <div className="mt-3">{retryButton(entry)}</div>}
              </>
            )}
          />
        )}
      </LoadState>
    </section>
  );
}
