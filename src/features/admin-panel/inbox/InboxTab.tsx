/**
 * Messaggi (beyond the spec): contact messages and performer applications, newest first, with a
 * detail view, the status (new, read, replied, archived; opening a new one marks it read) and a
 * reply link that opens the mail client.
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/features/toast/toast-store';
import { $applications, $applicationsPage, $contacts, $contactsPage, setInboxStatus } from '@/features/admin-panel/api';
import { Pagination } from '@/features/admin-panel/bookings/BookingsTab';
import { errorText } from '@/features/admin-panel/errors';
import type { Application, ContactMessage, Page } from '@/features/admin-panel/types';
import { capitalise } from '@/features/admin-panel/format';
import { DetailsList, Empty, LoadState, Modal, Options, StatusBadge } from '@/features/admin-panel/ui';

const STATUSES = ['new', 'read', 'replied', 'archived'] as const;
type Kind = 'contacts' | 'applications';
type Entry = { kind: 'contacts'; item: ContactMessage } | { kind: 'applications'; item: Application };

const contactTitle = (c: ContactMessage) => `${c.firstName} ${c.lastName}`;
const applicationTitle = (a: Application) => `${a.name} (${a.stageName})`;

/** The tab. */
export function InboxTab() {
  const [open, setOpen] = useState<Entry | null>(null);
  const show = async (entry: Entry) => {
    setOpen(entry);
    if (entry.item.status === 'new') {
      await changeStatus(entry.kind, entry.item.id, 'read', false);
      setOpen((current) => (current && current.item.id === entry.item.id ? ({ ...current, item: { ...current.item, status: 'read' } } as Entry) : current));
    }
  };
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <InboxList
        title="Messaggi di contatto"
        kind="contacts"
        store={$contacts}
        page={$contactsPage}
        render={(c: ContactMessage) => ({ title: contactTitle(c), line: `${c.inquiryType} · ${c.message}` })}
        onOpen={(item) => show({ kind: 'contacts', item: item as ContactMessage })}
      />
      <InboxList
        title="Candidature"
        kind="applications"
        store={$applications}
        page={$applicationsPage}
        render={(a: Application) => ({ title: applicationTitle(a), line: `${a.location} · ${a.interestedIn.join(', ')}` })}
        onOpen={(item) => show({ kind: 'applications', item: item as Application })}
      />
      {open && <EntryDialog entry={open} onClose={() => setOpen(null)} onStatus={(status) => setOpen({ ...open, item: { ...open.item, status } } as Entry)} />}
    </div>
  );
}

async function changeStatus(kind: Kind, id: string, status: string, announce = true): Promise<boolean> {
  try {
    await setInboxStatus(kind, id, status);
    if (announce) showToast({ title: 'Status updated successfully' });
    return true;
  } catch (error) {
    showToast({ title: 'Error updating status', description: errorText(error), variant: 'destructive' });
    return false;
  }
}

function InboxList<T extends { id: string; status: string; createdAt: string }>(props: {
  title: string;
  kind: Kind;
  store: FetcherStore<Page<T>>;
  page: typeof $contactsPage;
  render: (item: T) => { title: string; line: string };
  onOpen: (item: T) => void;
}) {
  const page = useStore(props.page);
  return (
    <section aria-labelledby={`${props.kind}-title`}>
      <h2 id={`${props.kind}-title`} className="mb-4 text-xl" lang="it">
        {props.title}
      </h2>
      <LoadState
        store={props.store}
        failed={`Failed to load ${props.kind}`}
        loading="Loading..."
        empty={<Empty title={props.kind === 'contacts' ? 'No contact messages yet.' : 'No applications yet.'} />}
      >
        {(loaded) => (
          <>
            <ul className="grid gap-2">
              {loaded.items.map((item) => {
                const view = props.render(item);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => props.onOpen(item)}
                      className={`w-full rounded-xl border p-3 text-left hover:border-gold ${item.status === 'new' ? 'border-rose/60 bg-rose/5' : 'border-ink-line bg-ink-soft'}`}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className={`truncate text-white ${item.status === 'new' ? 'font-bold' : ''}`}>{view.title}</span>
                        <StatusBadge status={item.status} />
                      </span>
                      <span className="mt-1 block truncate text-sm">{view.line}</span>
                      <span className="mt-1 block text-xs">{formatDateTime(item.createdAt)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} totalPages={loaded.totalPages} total={loaded.total} onPage={(p) => props.page.set(p)} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function EntryDialog({ entry, onClose, onStatus }: { entry: Entry; onClose: () => void; onStatus: (status: string) => void }) {
  const rows: [string, string][] =
    entry.kind === 'contacts'
      ? [
          ['Name', contactTitle(entry.item)],
          ['Email', entry.item.email],
          ['Phone', entry.item.phone || '—'],
          ['Inquiry type', entry.item.inquiryType],
          ['Received', formatDateTime(entry.item.createdAt)],
          ['Message', entry.item.message],
        ]
      : [
          ['Name', entry.item.name],
          ['Stage name', entry.item.stageName],
          ['Email', entry.item.email],
          ['Phone', entry.item.phone || '—'],
          ['Age', entry.item.age],
          ['Location', entry.item.location],
          ['Interested in', entry.item.interestedIn.join(', ')],
          ['Received', formatDateTime(entry.item.createdAt)],
          ['Additional details', entry.item.additionalDetails || '—'],
        ];
  const subject = entry.kind === 'contacts' ? 'Your enquiry' : 'Your application';
  const mailto = `mailto:${encodeURIComponent(entry.item.email)}?subject=${encodeURIComponent(subject)}`;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={entry.kind === 'contacts' ? 'Contact message' : 'Application'}>
      <DetailsList rows={rows} preWrap />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm text-white">
          Status
          <select
            className={`${controlClass} mt-1 w-44`}
            value={entry.item.status}
            onChange={async (e) => {
              const status = e.target.value;
              if (await changeStatus(entry.kind, entry.item.id, status)) onStatus(status);
            }}
          >
            <Options choices={STATUSES} text={capitalise} />
          </select>
        </label>
        <a className="btn-gold" href={mailto}>
          Reply by e-mail
        </a>
      </div>
    </Modal>
  );
}
