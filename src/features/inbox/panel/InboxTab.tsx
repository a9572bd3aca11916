/**
 * Messaggi (beyond the spec): contact messages and performer applications, newest first, with a
 * detail view, the status (new, read, replied, archived; opening a new one marks it read), a
 * reply link that opens the mail client, and deletion (one, or the selected ones) after a confirmation.
 * Its words come from the panel catalogues, in the reader's language.
 */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PanelLocale } from '@db/locales';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { sayValue, type ValueWords } from '@/lib/value-words';
import type { InboxStatus } from '@db/statuses';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { $applications, $applicationsPage, $contacts, $contactsPage, deleteInboxEntries, setInboxStatus } from './inbox-api';
import { Pagination } from '@/features/manage-bookings/panel/BookingsTab';
import { errorText } from '@/features/admin-panel/errors';
import { $panelLocale, usePanelLocale } from '@/features/admin-panel/session-store';
import type { Application, ContactMessage, Page } from './inbox-api';
import { CITY_NAMES, isCity } from '@/content/cities';
import { ConfirmButton, DetailsList, Empty, LoadState, Modal, StatusBadge } from '@/features/admin-panel/ui';
import { Options } from '@/components/ui/ChoiceField';

type Words = { locale: PanelLocale };
const STATUSES = ['new', 'read', 'replied', 'archived'] as const;
/** The statuses' words (a new status without its words fails the type check). */
const STATUS_WORDS: ValueWords<InboxStatus> = {
  new: pm.inbox_status_new,
  read: pm.inbox_status_read,
  replied: pm.inbox_status_replied,
  archived: pm.inbox_status_archived,
};
/** A contact's inquiry types as the agency's e-mail about it says them. */
const INQUIRY_WORDS: ValueWords<string> = {
  booking: pm.agency_mail_inquiry_booking,
  performer: pm.agency_mail_inquiry_performer,
  custom: pm.agency_mail_inquiry_custom,
  general: pm.agency_mail_inquiry_general,
};
/** A status in the reader's words; one the panel does not know, as it is. */
const statusLabel = (status: string, o: Words) => sayValue(STATUS_WORDS, status, o.locale);
/** A contact's inquiry type in the reader's words; an unknown key as it is. */
const inquiryLabel = (type: string, o: Words) => sayValue(INQUIRY_WORDS, type, o.locale);
const cityLabel = (location: string) => (isCity(location) ? CITY_NAMES[location] : location);
type Kind = 'contacts' | 'applications';
type Entry = { kind: 'contacts'; item: ContactMessage } | { kind: 'applications'; item: Application };

const contactTitle = (c: ContactMessage) => `${c.firstName} ${c.lastName}`;
const applicationTitle = (a: Application) => `${a.name} (${a.stageName})`;

/** The tab. */
export function InboxTab() {
  const o = { locale: usePanelLocale() };
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
        title={pm.inbox_contacts({}, o)}
        kind="contacts"
        store={$contacts}
        page={$contactsPage}
        render={(c: ContactMessage) => ({ title: contactTitle(c), line: `${inquiryLabel(c.inquiryType, o)} · ${c.message}` })}
        onOpen={(item) => show({ kind: 'contacts', item })}
      />
      <InboxList
        title={pm.inbox_applications({}, o)}
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

/** '1 messaggio di contatto' / '3 candidature', in the reader's words. */
const count = (kind: Kind, n: number, o: Words) =>
  (kind === 'contacts'
    ? n === 1
      ? pm.inbox_count_contacts_one
      : pm.inbox_count_contacts_many
    : n === 1
      ? pm.inbox_count_applications_one
      : pm.inbox_count_applications_many)({ count: n }, o);

/** Deletes entries for good; true when the server deleted them. */
async function removeEntries(kind: Kind, ids: string[]): Promise<boolean> {
  const o = { locale: $panelLocale.get() };
  try {
    const deleted = await deleteInboxEntries(kind, ids);
    showToast({ title: pm.inbox_deleted({ what: count(kind, deleted, o) }, o) });
    return true;
  } catch (error) {
    const failed = kind === 'contacts' ? pm.inbox_delete_failed_contacts : pm.inbox_delete_failed_applications;
    showToast({ title: failed({}, o), description: errorText(error), variant: 'destructive' });
    return false;
  }
}

async function changeStatus(kind: Kind, id: string, status: InboxStatus, announce = true): Promise<boolean> {
  const o = { locale: $panelLocale.get() };
  try {
    await setInboxStatus(kind, id, status);
    if (announce) showToast({ title: pm.inbox_status_saved({}, o) });
    return true;
  } catch (error) {
    showToast({ title: pm.inbox_status_failed({}, o), description: errorText(error), variant: 'destructive' });
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
  const o = { locale: usePanelLocale() };
  const page = useStore(props.page);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const contacts = props.kind === 'contacts';
  return (
    <section aria-labelledby={`${props.kind}-title`}>
      <h2 id={`${props.kind}-title`} className="mb-4 text-xl">
        {props.title}
      </h2>
      <LoadState
        store={props.store}
        failed={(contacts ? pm.inbox_contacts_failed : pm.inbox_applications_failed)({}, o)}
        loading={pm.inbox_loading({}, o)}
        empty={<Empty title={(contacts ? pm.inbox_contacts_empty : pm.inbox_applications_empty)({}, o)} />}
      >
        {(loaded) => {
          // Only entries shown on this page can be selected: a page change or a deletion drops the rest.
          const selected = loaded.items.map((item) => item.id).filter((id) => picked.has(id));
          return (
            <>
              <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-2">
                <p className="text-sm" aria-live="polite">
                  {selected.length ? pm.inbox_selected({ what: count(props.kind, selected.length, o) }, o) : pm.inbox_select_hint({}, o)}
                </p>
                <ConfirmButton
                  label={pm.inbox_delete_selected({ count: selected.length }, o)}
                  title={pm.inbox_delete_ask({ what: count(props.kind, selected.length, o) }, o)}
                  description={pm.inbox_delete_many_note({}, o)}
                  confirmLabel={pm.inbox_delete({}, o)}
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
                      <PickBox
                        label={pm.inbox_pick({ title: view.title }, o)}
                        checked={picked.has(item.id)}
                        onChange={(on) => toggle(item.id, on)}
                      />
                      <button
                        type="button"
                        onClick={() => props.onOpen(item)}
                        className={`min-w-0 flex-1 rounded-xl border p-3 text-left hover:border-gold ${item.status === 'new' ? 'border-rose/60 bg-rose/5' : 'border-ink-line bg-ink-soft'}`}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className={`truncate text-white ${item.status === 'new' ? 'font-bold' : ''}`}>{view.title}</span>
                          <StatusBadge status={item.status} label={statusLabel(item.status, o)} />
                        </span>
                        <span className="mt-1 block truncate text-sm">{view.line}</span>
                        <span className="mt-1 block text-xs">{formatDateTime(item.createdAt, o.locale)}</span>
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
  const o = { locale: usePanelLocale() };
  const rows: [string, string][] =
    entry.kind === 'contacts'
      ? [
          [pm.inbox_field_name({}, o), contactTitle(entry.item)],
          [pm.inbox_field_email({}, o), entry.item.email],
          [pm.inbox_field_phone({}, o), entry.item.phone || '—'],
          [pm.inbox_field_inquiry({}, o), inquiryLabel(entry.item.inquiryType, o)],
          [pm.inbox_field_received_contact({}, o), formatDateTime(entry.item.createdAt, o.locale)],
          [pm.inbox_field_message({}, o), entry.item.message],
        ]
      : [
          [pm.inbox_field_name({}, o), entry.item.name],
          [pm.inbox_field_stage_name({}, o), entry.item.stageName],
          [pm.inbox_field_email({}, o), entry.item.email],
          [pm.inbox_field_phone({}, o), entry.item.phone || '—'],
          [pm.inbox_field_age({}, o), entry.item.age],
          [pm.inbox_field_city({}, o), cityLabel(entry.item.location)],
          [pm.inbox_field_interested_in({}, o), entry.item.interestedIn.join(', ')],
          [pm.inbox_field_received_application({}, o), formatDateTime(entry.item.createdAt, o.locale)],
          [pm.inbox_field_details({}, o), entry.item.additionalDetails || '—'],
        ];
  // The reply's subject is the customer's (the site writes to them in English).
  const subject = entry.kind === 'contacts' ? 'Your enquiry' : 'Your application';
  const mailto = `mailto:${encodeURIComponent(entry.item.email)}?subject=${encodeURIComponent(subject)}`;
  const contact = entry.kind === 'contacts';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={(contact ? pm.inbox_contact : pm.inbox_application)({}, o)}>
      <DetailsList rows={rows} preWrap />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm text-white">
          {pm.inbox_status({}, o)}
          <select
            className={`${controlClass} mt-1 w-44`}
            value={entry.item.status}
            onChange={async (e) => {
              const status = e.target.value as InboxStatus;
              if (await changeStatus(entry.kind, entry.item.id, status)) onStatus(status);
            }}
          >
            <Options choices={STATUSES} text={(status) => statusLabel(status, o)} />
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          <ConfirmButton
            label={pm.inbox_delete({}, o)}
            title={(contact ? pm.inbox_delete_this_contact : pm.inbox_delete_this_application)({}, o)}
            description={pm.inbox_delete_one_note({}, o)}
            confirmLabel={pm.inbox_delete({}, o)}
            onConfirm={async () => {
              if (await removeEntries(entry.kind, [entry.item.id])) onDeleted();
            }}
          />
          <a className="btn-gold" href={mailto}>
            {pm.inbox_reply({}, o)}
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
