/** Registro attività (owner only): the record of who did what, newest first, filtered by person, action and date, paged. */
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@/lib/dates';
import { actorName } from '@/lib/actor-names';
import { $audit, $auditFilter, $staff } from './team-api';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { actionFilters, actionLabel, changesText, targetText } from './labels';
import { Empty, LoadedTable, smallButton, TabSection } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { controlClass } from '@/components/ui/field-ids';

/** The tab. */
export function AuditTab() {
  const filter = useStore($auditFilter);
  const people = useStore($staff).data ?? [];
  const { data } = useStore($audit);
  const set = (change: Partial<typeof filter>) => $auditFilter.set({ ...filter, page: 1, ...change });
  const locale = usePanelLocale();
  const say = { locale };

  return (
    <TabSection title={pm.tab_audit({}, say)}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceField
          label={pm.audit_person({}, say)}
          value={filter.person}
          onChange={(person) => set({ person })}
          choices={[
            { value: '', label: pm.audit_all({}, say) },
            { value: 'password', label: pm.audit_password_owner({}, say) },
            ...people.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <ChoiceField
          label={pm.audit_action({}, say)}
          value={filter.action}
          onChange={(action) => set({ action })}
          choices={actionFilters(locale)}
        />
        <Field label={pm.audit_from({}, say)}>
          {(aria) => (
            <input {...aria} type="date" className={controlClass} value={filter.from} onChange={(e) => set({ from: e.target.value })} />
          )}
        </Field>
        <Field label={pm.audit_to({}, say)}>
          {(aria) => (
            <input {...aria} type="date" className={controlClass} value={filter.to} onChange={(e) => set({ to: e.target.value })} />
          )}
        </Field>
      </div>
      <LoadedTable
        store={$audit}
        loading={pm.audit_loading({}, say)}
        failed={pm.audit_failed({}, say)}
        empty={<Empty title={pm.audit_empty({}, say)} hint={pm.audit_empty_hint({}, say)} />}
        columns={[
          pm.audit_column_when({}, say),
          pm.audit_column_who({}, say),
          pm.audit_action({}, say),
          pm.audit_column_target({}, say),
          pm.audit_column_changes({}, say),
          pm.audit_column_address({}, say),
        ]}
        rowTestId="audit-row"
        row={(e) => (
          <>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.at, locale)}</td>
            <td className="py-2 pr-3 text-white">
              {actorName(e.actor, locale)}
              {e.role && (
                <span className="block text-xs">{e.role === 'owner' ? pm.audit_role_owner({}, say) : pm.audit_role_staff({}, say)}</span>
              )}
            </td>
            <td className="py-2 pr-3">{actionLabel(e, locale)}</td>
            <td className="py-2 pr-3 break-words">{targetText(e.targetName, locale) ?? '—'}</td>
            <td className="py-2 pr-3 wrap-anywhere">{changesText(e, locale) || '—'}</td>
            <td className="py-2 break-all">{e.ip ?? '—'}</td>
          </>
        )}
        card={(e) => (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-white">
              {actionLabel(e, locale)} · {actorName(e.actor, locale)}
            </p>
            <p>{formatDateTime(e.at, locale)}</p>
            {e.targetName && <p className="break-words">{targetText(e.targetName, locale)}</p>}
            {e.changes.length > 0 && <p className="wrap-anywhere">{changesText(e, locale)}</p>}
            {e.ip && <p className="break-all">{e.ip}</p>}
          </div>
        )}
      />
      {data && data.totalPages > 1 && (
        <nav aria-label={pm.audit_pages({}, say)} className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={smallButton}
            disabled={filter.page <= 1}
            onClick={() => $auditFilter.set({ ...filter, page: filter.page - 1 })}
          >
            {pm.audit_previous({}, say)}
          </button>
          <span>{pm.audit_page_of({ page: String(filter.page), pages: String(data.totalPages) }, say)}</span>
          <button
            type="button"
            className={smallButton}
            disabled={filter.page >= data.totalPages}
            onClick={() => $auditFilter.set({ ...filter, page: filter.page + 1 })}
          >
            {pm.audit_next({}, say)}
          </button>
        </nav>
      )}
    </TabSection>
  );
}
