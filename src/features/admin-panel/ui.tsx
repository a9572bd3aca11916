/** Building blocks of the admin panel: Radix dialogs (focus trapped, Escape closes), states, tables (its fields are the kit's: components/ui). */
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { errorText } from './errors';
import { usePanelLocale } from './session-store';
import { capitalise, imageSrc } from './format';

/** Class of a small secondary button. */
export const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-ink-line px-3 text-sm text-white hover:border-gold hover:text-gold disabled:cursor-not-allowed disabled:opacity-40';
/** Class of a small destructive button. */
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-error/60 px-3 text-sm text-error hover:bg-error hover:text-ink disabled:opacity-40';

/** A modal dialog with a title, a close button and scrollable content. */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const locale = usePanelLocale();
  // Opened from state, not a Radix Trigger, so Radix has no trigger to give focus back to on close:
  // remember what had focus when the dialog appeared and return there.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const returnFocus = (event: Event) => {
    if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-line bg-ink-soft p-5 text-mist shadow-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl text-white">{props.title}</Dialog.Title>
            <Dialog.Close className={smallButton} aria-label={pm.panel_close({}, { locale })}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          {props.description ? (
            <Dialog.Description className="mb-4 text-sm">{props.description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{props.title}</Dialog.Description>
          )}
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that asks before doing something irreversible. */
export function ConfirmButton(props: {
  label: ReactNode;
  accessibleLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const locale = usePanelLocale();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={dangerButton} aria-label={props.accessibleLabel} disabled={props.disabled}>
        {props.label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-ink-line bg-ink-soft p-6 text-mist shadow-2xl">
          <AlertDialog.Title className="font-display text-lg text-white">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">{props.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={smallButton}>{pm.panel_cancel({}, { locale })}</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={props.onConfirm}>
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A tab's section, named by its heading in the reader's language: `aside` stands beside the heading (a view choice, a
 * Refresh), `intro` under it; `className` styles the section.
 */
export function TabSection(props: { title: ReactNode; aside?: ReactNode; intro?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  const locale = usePanelLocale();
  const heading = (
    <h2 id={id} className={props.aside || props.intro ? 'text-xl' : 'mb-4 text-xl'}>
      {props.title}
    </h2>
  );
  return (
    <section aria-labelledby={id} lang={locale} className={props.className}>
      {props.aside ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {heading}
          {props.aside}
        </div>
      ) : props.intro ? (
        <div>
          {heading}
          {props.intro}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}

/** A polite loading line. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-8 text-center text-mist">
      {children}
    </p>
  );
}

/** An empty state with an optional hint. */
export function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-ink-line p-8 text-center">
      <p className="font-semibold text-white">{title}</p>
      {hint && <p className="mt-1 text-sm">{hint}</p>}
    </div>
  );
}

/** A failed load with its message (a coded refusal in the reader's language) and a Retry button (`retry` names it where the screen says it otherwise). */
export function LoadError({ title, error, onRetry, retry }: { title: string; error: unknown; onRetry: () => void; retry?: string }) {
  const locale = usePanelLocale();
  return (
    <div role="alert" className="rounded-xl border border-error/50 p-6 text-center">
      <p className="font-semibold text-error">{title}</p>
      <p className="mt-1 text-sm break-words">{errorText(error, error instanceof Error ? error.message : undefined)}</p>
      <button type="button" className={`${smallButton} mt-4`} onClick={onRetry}>
        {retry ?? pm.panel_retry({}, { locale })}
      </button>
    </div>
  );
}

// A badge's colours: waiting, under way, done, and needing attention.
const waiting = 'bg-gold/20 text-gold-light';
const done = 'bg-emerald-500/20 text-emerald-200';
const attention = 'bg-rose/25 text-[#ffb3cb]';
const badgeColours: Record<string, string> = {
  pending: waiting,
  confirmed: 'bg-sky-500/20 text-sky-200',
  completed: done,
  new: attention,
  active: done,
  // The advance badges of Manage Bookings: a reported payment waits for the admin.
  'advance-reported': waiting,
  'advance-received': done,
  // Outbox states (Posta in uscita) and an undelivered confirmation in Manage Bookings.
  sent: done,
  failed: attention,
  undelivered: attention,
};

/** A status shown capitalised; unknown statuses look secondary. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const text = label ?? capitalise(status);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeColours[status] ?? 'bg-ink-line text-mist'}`}>
      {text}
    </span>
  );
}

/** A tab's choice of which list it shows (by status): pressed buttons bound to the tab's view store, each with an optional count. */
export function ViewChoice<V extends string>(props: {
  store: WritableAtom<V>;
  views: readonly { value: V; label: string }[];
  label: string;
  counts?: Partial<Record<V, number>>;
  className?: string;
}) {
  const view = useStore(props.store);
  return (
    <div role="group" aria-label={props.label} className={`flex flex-wrap gap-2 ${props.className ?? ''}`}>
      {props.views.map((v) => (
        <button
          key={v.value}
          type="button"
          aria-pressed={view === v.value}
          className={`${smallButton} ${view === v.value ? 'border-gold text-gold' : ''}`}
          onClick={() => props.store.set(v.value)}
        >
          {v.label}
          {props.counts?.[v.value] !== undefined && <span className="ml-1">({props.counts[v.value]})</span>}
        </button>
      ))}
    </div>
  );
}

/** An image with a placeholder when the source is blank or fails to load (spec section 4, Images). */
export function Thumb({ src, alt, className }: { src: string | null | undefined; alt: string; className: string }) {
  const resolved = imageSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!resolved || failed === resolved) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`${className} flex items-center justify-center bg-ink-line text-mist`}
      >
        <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      </span>
    );
  }
  return <img src={resolved} alt={alt} className={className} loading="lazy" onError={() => setFailed(resolved)} />;
}

/** The Active / Inactive badge of a row that can be switched off. */
export function ActiveBadge({ active }: { active: boolean }) {
  const o = { locale: usePanelLocale() };
  return <StatusBadge status={active ? 'active' : 'inactive'} label={active ? pm.panel_active({}, o) : pm.panel_inactive({}, o)} />;
}

/** What ResponsiveTable draws: the items, the headers, a row's cells and a card's content. */
export interface TableProps<T> {
  items: readonly T[];
  columns: readonly string[];
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
  rowTestId: string;
  cardTestId?: string;
  flushLastHeader?: boolean;
}

/**
 * A list shown as a table on wide screens and as cards on a phone. `row` gives a row's cells;
 * `card` a card's content. The last header keeps its right padding unless `flushLastHeader`.
 */
export function ResponsiveTable<T extends { id: string | number }>(props: TableProps<T>) {
  const last = props.columns.length - 1;
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-ink-line text-xs text-mist uppercase">
          <tr>
            {props.columns.map((h, index) => (
              <th key={h} scope="col" className={index === last && props.flushLastHeader ? 'py-2' : 'py-2 pr-3'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.id} className="border-b border-ink-line align-top" data-testid={props.rowTestId}>
              {props.row(item)}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {props.items.map((item) => (
          <li key={item.id} className="min-w-0 rounded-xl border border-ink-line bg-ink-soft p-4" data-testid={props.cardTestId}>
            {props.card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Label/value rows of a details dialog; `preWrap` keeps the line breaks of long texts. */
export function DetailsList({ rows, preWrap }: { rows: readonly (readonly [string, ReactNode])[]; preWrap?: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-mist">{label}</dt>
          <dd className={preWrap ? 'break-words whitespace-pre-wrap text-white' : 'break-words text-white'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Runs an admin action and toasts its outcome: `done` on success, `failed` with the reason otherwise. */
export async function toastOutcome(action: () => Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await action();
    showToast({ title: done });
    return true;
  } catch (err) {
    showToast({ title: failed, description: errorText(err), variant: 'destructive' });
    return false;
  }
}

/**
 * A store's view: the failed load (with Retry, named `retry` when given) while there is no data, the loading line,
 * the `empty` state when given and the data (a list, or a page's items) has no items, or the data.
 */
export function LoadState<D>(props: {
  store: FetcherStore<D, unknown>;
  failed: string;
  loading: string;
  empty?: ReactNode;
  retry?: string;
  children: (data: D) => ReactNode;
}) {
  const { data, error } = useStore(props.store);
  if (error !== undefined && !data)
    return <LoadError title={props.failed} error={error} retry={props.retry} onRetry={() => props.store.revalidate()} />;
  if (!data) return <Loading>{props.loading}</Loading>;
  const items = Array.isArray(data) ? data : (data as { items?: readonly unknown[] }).items;
  return <>{props.empty !== undefined && items?.length === 0 ? props.empty : props.children(data)}</>;
}

/** A table's row: an item with an id. */
type Row = { id: string | number };
/** The rows of a store's data: the list itself, or a page's items. */
type RowsOf<D> = D extends readonly (infer T extends Row)[] ? T : D extends { items: readonly (infer T extends Row)[] } ? T : never;

/** A store's list as a ResponsiveTable, through LoadState (failed, loading, empty): the data's rows are the list itself, or a page's items. */
export function LoadedTable<D extends readonly Row[] | { items: readonly Row[] }>(
  props: Omit<TableProps<RowsOf<D>>, 'items'> & {
    store: FetcherStore<D, unknown>;
    failed: string;
    loading: string;
    empty: ReactNode;
  },
) {
  const { store, failed, loading, empty, ...table } = props;
  const rows = (data: D) => ('items' in data ? data.items : data) as readonly RowsOf<D>[];
  return (
    <LoadState store={store} failed={failed} loading={loading} empty={empty}>
      {(data) => <ResponsiveTable {...table} items={rows(data)} />}
    </LoadState>
  );
}
