/**
 * Posta in uscita (beyond the spec): the e-mail outbox, by status (in coda, inviate, non consegnate)
 * with recipient, subject, tries and the last error, and a button that sends a failed e-mail again.
 * Its words come from the panel catalogues, in the reader's language.
 */
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { OutboxStatus } from '@db/schema';
import { m as pm } from '@/paraglide-panel/messages';
import { $outbox, $outboxView, retryOutboxMail, type OutboxEntry } from './outbox-api';
import { $adminRole, usePanelLocale } from '@/features/admin-panel/session-store';
import {
  Empty,
  LoadState,
  ResponsiveTable,
  smallButton,
  StatusBadge,
  TabSection,
  toastOutcome,
  ViewChoice,
} from '@/features/admin-panel/ui';

/** The lists, each with its choice's name and its empty line. */
const VIEWS = [
  { value: 'queued', label: pm.outbox_view_queued, empty: pm.outbox_empty_queued },
  { value: 'sent', label: pm.outbox_view_sent, empty: pm.outbox_empty_sent },
  { value: 'failed', label: pm.outbox_view_failed, empty: pm.outbox_empty_failed },
] as const;

const STATUS_WORDS: Record<OutboxStatus, typeof pm.outbox_status_queued> = {
  queued: pm.outbox_status_queued,
  sending: pm.outbox_status_sending,
  sent: pm.outbox_status_sent,
  failed: pm.outbox_status_failed,
};

/**
 * The tab; `ownerLine` is shown to the owner above the list (the replica's line, from another feature) and
 * `onRefresh` is asked again with the list by "Aggiorna".
 */
export function OutboxTab({ ownerLine, onRefresh }: { ownerLine?: ReactNode; onRefresh?: () => void }) {
  const o = { locale: usePanelLocale() };
  const view = useStore($outboxView);
  const { data } = useStore($outbox);
  const [retrying, setRetrying] = useState<string | null>(null);
  const current = VIEWS.find((v) => v.value === view)!;
  const views = VIEWS.map((v) => ({ value: v.value, label: v.label({}, o) }));
  // A retry is the owner's (the server answers 403 to staff), so staff get no button and no Azioni column.
  const isOwner = useStore($adminRole) === 'owner';
  const status = (entry: OutboxEntry) => <StatusBadge status={entry.status} label={STATUS_WORDS[entry.status]({}, o)} />;

  const retry = async (entry: OutboxEntry) => {
    setRetrying(entry.id);
    await toastOutcome(() => retryOutboxMail(entry.id), pm.outbox_requeued({}, o), pm.outbox_requeue_failed({}, o));
    setRetrying(null);
  };

  const when = (entry: OutboxEntry) =>
    entry.status === 'sent' && entry.sentAt
      ? pm.outbox_sent_at({ when: formatDateTime(entry.sentAt, o.locale) }, o)
      : entry.status === 'failed'
        ? pm.outbox_created_at({ when: formatDateTime(entry.createdAt, o.locale) }, o)
        : pm.outbox_next_try_at({ when: formatDateTime(entry.nextAttemptAt, o.locale) }, o);
  const retryButton = (entry: OutboxEntry) =>
    entry.status === 'failed' && (
      <button
        type="button"
        className={smallButton}
        disabled={retrying === entry.id}
        onClick={() => retry(entry)}
        aria-label={pm.outbox_retry_named({ recipient: entry.recipient, subject: entry.subject }, o)}
      >
        {retrying === entry.id ? pm.outbox_retrying({}, o) : pm.outbox_retry({}, o)}
      </button>
    );
  const lastError = (entry: OutboxEntry) => <span className="break-words">{entry.lastError ?? '—'}</span>;

  return (
    <TabSection
      title={pm.tab_outbox({}, o)}
      aside={
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            $outbox.revalidate();
            onRefresh?.();
          }}
        >
          {pm.outbox_refresh({}, o)}
        </button>
      }
    >
      {isOwner && ownerLine}
      <ViewChoice store={$outboxView} views={views} label={pm.outbox_views({}, o)} counts={data?.counts} className="mb-4" />
      <LoadState
        store={$outbox}
        failed={pm.outbox_failed({}, o)}
        loading={pm.outbox_loading({}, o)}
        empty={<Empty title={current.empty({}, o)} />}
      >
        {(loaded) => (
          <ResponsiveTable
            items={loaded.items}
            columns={[
              pm.outbox_column_recipient({}, o),
              pm.outbox_column_subject({}, o),
              pm.outbox_column_tries({}, o),
              pm.outbox_column_last_error({}, o),
              pm.outbox_column_status({}, o),
              ...(isOwner ? [pm.outbox_column_actions({}, o)] : []),
            ]}
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
                <td className={isOwner ? 'py-3 pr-3' : 'py-3'}>{status(entry)}</td>
                {isOwner && <td className="py-3">{retryButton(entry)}</td>}
              </>
            )}
            card={(entry) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-all text-white">{entry.recipient}</p>
                  {status(entry)}
                </div>
                <p className="mt-1 text-sm text-white">{entry.subject}</p>
                <p className="text-xs">{when(entry)}</p>
                <p className="mt-2 text-sm">
                  {pm.outbox_tries({ tries: entry.tries }, o)} · {pm.outbox_last_error({}, o)} {lastError(entry)}
                </p>
                {isOwner && entry.status === 'failed' && <div className="mt-3">{retryButton(entry)}</div>}
              </>
            )}
          />
        )}
      </LoadState>
    </TabSection>
  );
}
