/**
 * Messaggi (beyond the spec): contact messages and performer applications, newest first, with a
 * detail view, the status (new, read, replied, archived; opening a new one marks it read), a
 * reply link that opens the mail client, and deletion (one, or the selected ones) after a confirmation.
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { labelFor } from '@/lib/labels';
import type { InboxStatus } from '@db/statuses';
import { showToast } from '@/lib/toast-store';
import { $applications, $applicationsPage, $contacts, $contactsPage, deleteInboxEntries, setInboxStatus } from './inbox-api';
import { Pagination } from '@/features/manage-bookings/panel/BookingsTab';
import { errorText } from '@/features/admin-panel/errors';
import type { Application, ContactMessage, Page } from './inbox-api';
import { CITY_NAMES, isCity } from '@/content/cities';
import { agencyInquiryLabel as inquiryLabel } from '@/features/contact/contact-fields';
import { ConfirmButton, DetailsList, Empty, LoadState, Modal, StatusBadge } from '@/features/admin-panel/ui';
import { Options } from '@/components/ui/ChoiceField';

const STATUSES = ['new', 'read', 'replied', 'archived'] as const;
/** The statuses as the admin reads them (Italian). */
const STATUS_LABELS: Record<InboxStatus, string> = { new: 'Nuovo', read: 'Letto', replied: 'Risposto', archived: 'Archiviato' };
const statusLabel = (status: string) => labelFor(STATUS_LABELS, status) ?? status;
const cityLabel = (location: string) => (isCity(location) ? CITY_NAMES[location] : location);
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
      setOpen((current) =>
        current && current.item.id === entry.item.id ? ({ ...current, item: { ...current.item, status: 'read' } } as Entry) : current,
      );
    }
  };
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <InboxList
        title="Messaggi di contatto"
        kind="contacts"
        store={$contacts}
        page={$contactsPage}
        render={(c: ContactMessage) => ({ title: contactTitle(c), line: `${inquiryLabel(c.inquiryType)} · ${c.message}` })}
        onOpen={(item) => show({ kind: 'contacts', item })}
      />
      <InboxList
        title="Candidature"
        kind="applications"
        store={$applications}
        page={$applicationsPage}
        render={(a: Application) => ({ title: applicationTitle(a), line: `${cityLabel(a.location)} · ${a.interestedIn.join(', ')}` })}
        onOpen={(item) => show({ kind: 'applications', item })}
      />
      {open && (
        <EntryDialog
          entry={open}
          onClose={() => setOpen(null)}
          onStatus={(status) => setOpen({ ...open, item: { ...open.item, status } } as Entry)}
          onDeleted={() => setOpen(null)}
        />
      )}
    </div>
  );
}

const NOUNS: Record<Kind, [one: string, many: string]> = {
  contacts: ['messaggio di contatto', 'messaggi di contatto'],
  applications: ['candidatura', 'candidature'],
};
/** 'questo messaggio di contatto' / 'questa candidatura'. */
const THIS: Record<Kind, string> = { contacts: 'questo messaggio di contatto', applications: 'questa candidatura' };
const count = (kind: Kind, n: number) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

/** Deletes entries for good; true when the server deleted them. */
async function removeEntries(kind: Kind, ids: string[]): Promise<boolean> {
  try {
    const deleted = await deleteInboxEntries(kind, ids);
    showToast({ title: `Eliminazione completata: ${count(kind, deleted)}` });
    return true;
  } catch (error) {
    showToast({ title: `Errore durante l’eliminazione (${NOUNS[kind][1]})`, description: errorText(error), variant: 'destructive' });
    return false;
  }
}

async function changeStatus(kind: Kind, id: string, status: InboxStatus, announce = true): Promise<boolean> {
  try {
    await setInboxStatus(kind, id, status);
    if (announce) showToast({ title: 'Stato aggiornato' });
    return true;
  } catch (error) {
    showToast({ title: 'Errore durante l’aggiornamento dello stato', description: errorText(error), variant: 'destructive' });
    return false;
  }
}

function InboxList<T extends { id: string; status: string; createdAt: string }>(props: {
  title: string;
  kind: Kind;
  store: FetcherStore<Page<T>, unknown>;
  page: typeof $contactsPage;
  render: (item: T) => { title: string; line: string };
  onOpen: (item: T) => void;
}) {
  const page = useStore(props.page);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby={`${props.kind}-title`}>
      <h2 id={`${props.kind}-title`} className="mb-4 text-xl">
        {props.title}
      </h2>
      <LoadState
        store={props.store}
        failed={props.kind === 'contacts' ? 'Impossibile caricare i messaggi' : 'Impossibile caricare le candidature'}
        loading="Caricamento..."
        empty={<Empty title={props.kind === 'contacts' ? 'Nessun messaggio di contatto.' : 'Nessuna candidatura.'} />}
      >
        {(loaded) => {
          // Only entries shown on this page can be selected: a page change or a deletion drops the rest.
          const selected = loaded.items.map((item) => item.id).filter((id) => picked.has(id));
          return (
            <>
              <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-2">
                <p className="text-sm" aria-live="polite">
                  {selected.length ? `Selezionati: ${count(props.kind, selected.length)}` : 'Seleziona le voci da eliminare.'}
                </p>
                <ConfirmButton
                  label={`Elimina selezionati (${selected.length})`}
                  title={`Eliminare ${count(props.kind, selected.length)}?`}
                  description="Vengono eliminati definitivamente, con le copie delle e-mail di notifica. L’operazione non si può annullare."
                  confirmLabel="Elimina"
                  disabled={!selected.length}
                  onConfirm={async () => {
                    if (await removeEntries(props.kind, selected)) setPicked(new Set());
                  }}
                />
              </div>
              <ul className="grid grid-cols-1 gap-2">
                {loaded.items.map((item) => {
                  const view = props.render(item);
                  return (
                    <li key={item.id} className="flex items-stretch gap-2">
                      <PickBox label={`Seleziona ${view.title}`} checked={picked.has(item.id)} onChange={(on) => toggle(item.id, on)} />
                      <button
                        type="button"
                        onClick={() => props.onOpen(item)}
                        className={`min-w-0 flex-1 rounded-xl border p-3 text-left hover:border-gold ${item.status === 'new' ? 'border-rose/60 bg-rose/5' : 'border-ink-line bg-ink-soft'}`}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className={`truncate text-white ${item.status === 'new' ? 'font-bold' : ''}`}>{view.title}</span>
                          <StatusBadge status={item.status} label={statusLabel(item.status)} />
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
          );
        }}
      </LoadState>
    </section>
  );
}

function EntryDialog({
  entry,
  onClose,
  onStatus,
  onDeleted,
}: {
  entry: Entry;
  onClose: () => void;
  onStatus: (status: string) => void;
  onDeleted: () => void;
}) {
  const rows: [string, string][] =
    entry.kind === 'contacts'
      ? [
          ['Nome', contactTitle(entry.item)],
          ['Email', entry.item.email],
          ['Telefono', entry.item.phone || '—'],
          ['Tipo di richiesta', inquiryLabel(entry.item.inquiryType)],
          ['Ricevuto', formatDateTime(entry.item.createdAt)],
          ['Messaggio', entry.item.message],
        ]
      : [
          ['Nome', entry.item.name],
          ['Nome d’arte', entry.item.stageName],
          ['Email', entry.item.email],
          ['Telefono', entry.item.phone || '—'],
          ['Età', entry.item.age],
          ['Città', cityLabel(entry.item.location)],
          ['Interessato a', entry.item.interestedIn.join(', ')],
          ['Ricevuta', formatDateTime(entry.item.createdAt)],
          ['Dettagli aggiuntivi', entry.item.additionalDetails || '—'],
        ];
  const subject = entry.kind === 'contacts' ? 'Your enquiry' : 'Your application';
  const mailto = `mailto:${encodeURIComponent(entry.item.email)}?subject=${encodeURIComponent(subject)}`;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={entry.kind === 'contacts' ? 'Messaggio di contatto' : 'Candidatura'}>
      <DetailsList rows={rows} preWrap />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm text-white">
          Stato
          <select
            className={`${controlClass} mt-1 w-44`}
            value={entry.item.status}
            onChange={async (e) => {
              const status = e.target.value as InboxStatus;
              if (await changeStatus(entry.kind, entry.item.id, status)) onStatus(status);
            }}
          >
            <Options choices={STATUSES} text={statusLabel} />
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          <ConfirmButton
            label="Elimina"
            title={`Eliminare ${THIS[entry.kind]}?`}
            description="Viene eliminato definitivamente, con la copia della sua e-mail di notifica. L’operazione non si può annullare."
            confirmLabel="Elimina"
            onConfirm={async () => {
              if (await removeEntries(entry.kind, [entry.item.id])) onDeleted();
            }}
          />
          <a className="btn-gold" href={mailto}>
            Rispondi via e-mail
          </a>
        </div>
      </div>
    </Modal>
  );
}

/** The box that picks an entry for a bulk action: a 44 px wide target beside the entry. */
function PickBox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-w-11 cursor-pointer items-center justify-center rounded-xl border border-ink-line bg-ink-soft">
      <input
        type="checkbox"
        className="size-5 accent-gold"
        aria-label={props.label}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </label>
  );
}
