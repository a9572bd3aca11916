/**
 * The Pricing Parameters tab: the create/edit form (Cancel only while editing) and the table of
 * every parameter with its Preview, edit and delete. The server's duplicate error is shown in the
 * form as well as in the toast.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/features/toast/toast-store';
import { $parameters, deleteParameter, saveParameter } from '@/features/admin-panel/api';
import { errorText } from '@/features/admin-panel/errors';
import { formatBaht } from '@/features/admin-panel/format';
import type { PricingParameter } from '@/features/admin-panel/types';
import { ConfirmButton, Empty, Field, LoadError, Loading, smallButton, StatusBadge } from '@/features/admin-panel/ui';
import {
  defaultServiceType,
  PARAMETER_LOCATIONS,
  PARAMETER_TYPES,
  parameterFormError,
  parameterPreview,
  STRIPPER_SERVICE_TYPES,
  typeLabel,
  type ParameterForm,
} from './parameter-rules';

const EMPTY: ParameterForm = { parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'TOPLESS', value: '', isActive: true };

/** The tab. */
export function ParametersTab() {
  const { data, error } = useStore($parameters);
  const [form, setForm] = useState<ParameterForm>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof ParameterForm>(key: K, value: ParameterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
    setProblem(null);
  };
  const edit = (p: PricingParameter) => {
    setForm({ parameterType: p.parameterType, location: p.location, serviceType: p.serviceType, value: String(p.value), isActive: p.isActive });
    setEditing(p.id);
    setProblem(null);
    document.getElementById('parameter-form-title')?.scrollIntoView({ behavior: 'smooth' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = parameterFormError(form);
    if (invalid) {
      setProblem(invalid);
      showToast({ title: invalid, variant: 'destructive' });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await saveParameter(editing, { ...form, value: Number(form.value) });
      showToast({ title: editing ? 'Pricing parameter updated successfully' : 'Pricing parameter created successfully' });
      reset();
    } catch (err) {
      setProblem(errorText(err));
      showToast({ title: editing ? 'Error updating parameter' : 'Error creating parameter', description: errorText(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const remove = async (p: PricingParameter) => {
    try {
      await deleteParameter(p.id);
      if (editing === p.id) reset();
      showToast({ title: 'Pricing parameter deleted successfully' });
    } catch (err) {
      showToast({ title: 'Error deleting parameter', description: errorText(err), variant: 'destructive' });
    }
  };

  const isStripperRate = form.parameterType === 'male_stripper_rate';
  return (
    <section aria-labelledby="parameter-form-title" className="space-y-8">
      <form onSubmit={submit} noValidate className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
        <h2 id="parameter-form-title" className="mb-4 text-xl">
          {editing ? 'Edit Pricing Parameter' : 'Add Pricing Parameter'}
        </h2>
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Parameter type">
            {(aria) => (
              <select
                {...aria}
                className={controlClass}
                value={form.parameterType}
                onChange={(e) => setForm((f) => ({ ...f, parameterType: e.target.value, serviceType: defaultServiceType(e.target.value) }))}
              >
                {PARAMETER_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Location">
            {(aria) => (
              <select {...aria} className={controlClass} value={form.location} onChange={(e) => set('location', e.target.value)}>
                {PARAMETER_LOCATIONS.map((city) => (
                  <option key={city} value={city}>
                    {city[0]!.toUpperCase() + city.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Service type">
            {(aria) => (
              <select {...aria} className={controlClass} value={form.serviceType} onChange={(e) => set('serviceType', e.target.value)} disabled={!isStripperRate}>
                {(isStripperRate ? STRIPPER_SERVICE_TYPES : (['NONE'] as const)).map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Value (THB)" hint={isStripperRate || form.parameterType === 'waiter_rate' ? 'Per minute' : 'Per booking'}>
            {(aria) => (
              <input {...aria} type="number" inputMode="numeric" min={1} step={1} className={controlClass} value={form.value} onChange={(e) => set('value', e.target.value)} />
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-white">
            <input type="checkbox" className="h-5 w-5 accent-gold" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            Active
          </label>
        </fieldset>
        {problem && (
          <p role="alert" className="mt-4 text-sm text-error">
            {problem}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-gold" disabled={pending}>
            {editing ? (pending ? 'Updating...' : 'Update Parameter') : pending ? 'Creating...' : 'Create Parameter'}
          </button>
          {editing && (
            <button type="button" className={smallButton} onClick={reset} disabled={pending}>
              Cancel
            </button>
          )}
        </div>
      </form>

      <div>
        <h2 className="mb-4 text-xl">Pricing Parameters</h2>
        {error && !data ? (
          <LoadError title="Failed to load pricing parameters" error={error} onRetry={() => $parameters.revalidate()} />
        ) : !data ? (
          <Loading>Loading pricing parameters...</Loading>
        ) : data.length === 0 ? (
          <Empty title="No pricing parameters configured yet." hint="Add the first parameter using the form above." />
        ) : (
          <ResponsiveParameters items={data} onEdit={edit} onDelete={remove} />
        )}
      </div>
    </section>
  );
}

function ResponsiveParameters(props: { items: PricingParameter[]; onEdit: (p: PricingParameter) => void; onDelete: (p: PricingParameter) => void }) {
  const name = (p: PricingParameter) => `${typeLabel(p.parameterType)} ${p.location}${p.serviceType !== 'NONE' ? ` ${p.serviceType}` : ''}`;
  const actions = (p: PricingParameter) => (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={`Edit ${name(p)}`} onClick={() => props.onEdit(p)}>
        Edit
      </button>
      <ConfirmButton
        label="Delete"
        accessibleLabel={`Delete ${name(p)}`}
        title="Delete pricing parameter"
        description="Are you sure you want to delete this pricing parameter?"
        confirmLabel="Delete"
        onConfirm={() => props.onDelete(p)}
      />
    </div>
  );
  const status = (p: PricingParameter) => <StatusBadge status={p.isActive ? 'active' : 'inactive'} label={p.isActive ? 'Active' : 'Inactive'} />;
  const service = (p: PricingParameter) => (p.serviceType && p.serviceType !== 'NONE' ? p.serviceType : 'N/A');
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-ink-line text-xs text-mist uppercase">
          <tr>
            {['Parameter Type', 'Location', 'Service Type', 'Value', 'Status', 'Preview', 'Actions'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.items.map((p) => (
            <tr key={p.id} className="border-b border-ink-line align-top" data-testid="parameter-row">
              <td className="py-3 pr-3 text-white">{typeLabel(p.parameterType)}</td>
              <td className="py-3 pr-3 capitalize">{p.location}</td>
              <td className="py-3 pr-3">{service(p)}</td>
              <td className="py-3 pr-3 text-white">{formatBaht(p.value)}</td>
              <td className="py-3 pr-3">{status(p)}</td>
              <td className="py-3 pr-3">{parameterPreview(p)}</td>
              <td className="py-3">{actions(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden">
        {props.items.map((p) => (
          <li key={p.id} className="rounded-xl border border-ink-line bg-ink-soft p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-white">{typeLabel(p.parameterType)}</p>
              {status(p)}
            </div>
            <p className="text-sm capitalize">
              {p.location} · {service(p)} · <span className="text-white">{formatBaht(p.value)}</span>
            </p>
            <p className="mt-1 text-sm">{parameterPreview(p)}</p>
            <div className="mt-3">{actions(p)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
