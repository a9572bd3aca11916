/** Registro attività (owner only): the record of who did what, newest first, filtered by person, action and date, paged. */
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@/lib/dates';
import { $audit, $auditFilter, $staff } from './team-api';
import { actionLabel, changesText } from './labels';
import { Empty, LoadedTable, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { controlClass } from '@/components/ui/field-ids';

const ACTIONS = [
  { value: '', label: 'Tutte' },
  { value: 'bookings', label: 'Prenotazioni' },
  { value: 'performers', label: 'Performer' },
  { value: 'pricing', label: 'Prezzi' },
  { value: 'pricing-parameters', label: 'Parametri' },
  { value: 'staff', label: 'Staff' },
  { value: 'sign-in', label: 'Accessi' },
  { value: 'outbox', label: 'Posta in uscita' },
];

/** The tab. */
export function AuditTab() {
  const filter = useStore($auditFilter);
  const people = useStore($staff).data ?? [];
  const { data } = useStore($audit);
  const set = (change: Partial<typeof filter>) => $auditFilter.set({ ...filter, page: 1, ...change });

  return (
    <section aria-labelledby="audit-title" lang="it">
      <h2 id="audit-title" className="mb-4 text-xl">
        Registro attività
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceField
          label="Persona"
          value={filter.person}
          onChange={(person) => set({ person })}
          choices={[
            { value: '', label: 'Tutte' },
            { value: 'password', label: 'Titolare (password)' },
            ...people.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <ChoiceField label="Azione" value={filter.action} onChange={(action) => set({ action })} choices={ACTIONS} />
        <Field label="Dal">
          {(aria) => (
            <input {...aria} type="date" className={controlClass} value={filter.from} onChange={(e) => set({ from: e.target.value })} />
          )}
        </Field>
        <Field label="Al">
          {(aria) => (
            <input {...aria} type="date" className={controlClass} value={filter.to} onChange={(e) => set({ to: e.target.value })} />
          )}
        </Field>
      </div>
      <LoadedTable
        store={$audit}
        loading="Caricamento registro"
        failed="Impossibile caricare il registro"
        empty={<Empty title="Nessuna attività" hint="Nessuna voce con questi filtri." />}
        items={(page) => page.items}
        columns={['Quando', 'Chi', 'Azione', 'Oggetto', 'Modifiche', 'Indirizzo']}
        rowTestId="audit-row"
        row={(e) => (
          <>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
            <td className="py-2 pr-3 text-white">
              {e.actor}
              {e.role && <span className="block text-xs">{e.role === 'owner' ? 'Titolare' : 'Staff'}</span>}
            </td>
            <td className="py-2 pr-3">{actionLabel(e)}</td>
            <td className="py-2 pr-3 break-words">{e.targetLabel ?? e.target ?? '—'}</td>
            <td className="py-2 pr-3 wrap-anywhere">{changesText(e) || '—'}</td>
            <td className="py-2 break-all">{e.ip ?? '—'}</td>
          </>
        )}
        card={(e) => (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-white">
              {actionLabel(e)} · {e.actor}
            </p>
            <p>{formatDateTime(e.at)}</p>
            {e.target && <p className="break-words">{e.targetLabel ?? e.target}</p>}
            {e.changes.length > 0 && <p className="wrap-anywhere">{changesText(e)}</p>}
            {e.ip && <p className="break-all">{e.ip}</p>}
          </div>
        )}
      />
      {data && data.totalPages > 1 && (
        <nav aria-label="Pagine del registro" className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={smallButton}
            disabled={filter.page <= 1}
            onClick={() => $auditFilter.set({ ...filter, page: filter.page - 1 })}
          >
            Precedente
          </button>
          <span>
            Pagina {filter.page} di {data.totalPages}
          </span>
          <button
            type="button"
            className={smallButton}
            disabled={filter.page >= data.totalPages}
            onClick={() => $auditFilter.set({ ...filter, page: filter.page + 1 })}
          >
            Successiva
          </button>
        </nav>
      )}
    </section>
  );
}
