/**
 * The Pricing Parameters tab: the owner's advance rate (AdvanceRateCard), customer contacts and site photos (SitePhotosCard), the create/edit form (Cancel only while editing) and the table of
 * every parameter with its Preview, edit and delete. The server's duplicate error is shown in the
 * form as well as in the toast.
 */
import { useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { NumberField } from '@/components/ui/NumberField';
import { ToggleField } from '@/components/ui/ToggleField';
import { DEFAULT_CITY } from '@/content/cities';
import { NO_STRIPPER_SERVICE_TYPE, STRIPPER_SERVICE_TYPES } from '@/content/services';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { $parameters, deleteParameter, saveParameter, type ParameterFields, type PricingParameter } from './pricing-api';
import { errorText } from '@/features/admin-panel/errors';
import { capitalise, formatBaht } from '@/features/admin-panel/format';
import { ActiveBadge, ConfirmButton, Empty, LoadState, ResponsiveTable, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { PARAMETER_TYPES } from '../parameters.schema';
import {
  defaultServiceType,
  describeParameter,
  isParameterType,
  PARAMETER_LOCATIONS,
  parameterFormError,
  PARAMETER_UNITS,
  parameterPreview,
  sayRule,
  type ParameterForm,
} from './parameter-rules';
import { AdvanceRateCard } from '@/features/advance/panel/AdvanceRateCard';
import { AgencyChannelsCard } from '@/features/reach-agency/panel/AgencyChannelsCard';
import { SitePhotosCard } from '@/features/site-photos/panel/SitePhotosCard';

/** A parameter type's name in the reader's language ('Male Stripper Rate'); an unknown stored type as it is. */
const typeLabel = (type: string, locale: PanelLocale) => (isParameterType(type) ? sayRule(`rules_type_${type}`, {}, locale) : type);

/** The Preview of a parameter: the first 50 characters of its description, in the reader's language. */
const previewOf = (p: PricingParameter, locale: PanelLocale) => {
  const { key, params } = describeParameter(p);
  return parameterPreview(sayRule(key, params, locale));
};

const EMPTY: ParameterForm = {
  parameterType: 'male_stripper_rate',
  location: DEFAULT_CITY,
  serviceType: 'TOPLESS',
  value: '',
  isActive: true,
};

/** The tab. */
export function ParametersTab() {
  const [form, setForm] = useState<ParameterForm>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locale = usePanelLocale();
  const o = { locale };
  const set = <K extends keyof ParameterForm>(key: K, value: ParameterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
    setProblem(null);
  };
  const edit = (p: PricingParameter) => {
    setForm({
      parameterType: p.parameterType,
      location: p.location,
      serviceType: p.serviceType,
      value: String(p.value),
      isActive: p.isActive,
    });
    setEditing(p.id);
    setProblem(null);
    document.getElementById('parameter-form-title')?.scrollIntoView({ behavior: 'smooth' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalidKey = parameterFormError(form);
    if (invalidKey) {
      const invalid = sayRule(invalidKey, {}, locale);
      setProblem(invalid);
      showToast({ title: invalid, variant: 'destructive' });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      // parameterFormError has checked the type is chosen, from the select of PARAMETER_TYPES.
      await saveParameter(editing, {
        ...form,
        parameterType: form.parameterType as ParameterFields['parameterType'],
        value: Number(form.value),
      });
      showToast({ title: editing ? pm.parameters_updated({}, o) : pm.parameters_created({}, o) });
      reset();
    } catch (err) {
      setProblem(errorText(err));
      showToast({
        title: editing ? pm.parameters_update_failed({}, o) : pm.parameters_create_failed({}, o),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  const remove = (p: PricingParameter) =>
    toastOutcome(
      async () => {
        await deleteParameter(p.id);
        if (editing === p.id) reset();
      },
      pm.parameters_deleted({}, o),
      pm.parameters_delete_failed({}, o),
    );

  const isStripperRate = form.parameterType === 'male_stripper_rate';
  return (
    <section aria-labelledby="parameter-form-title" className="space-y-8" lang={locale}>
      <AdvanceRateCard />
      <AgencyChannelsCard />
      <SitePhotosCard />
      <form onSubmit={submit} noValidate className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
        <h2 id="parameter-form-title" className="mb-4 text-xl">
          {editing ? pm.parameters_edit_title({}, o) : pm.parameters_add_title({}, o)}
        </h2>
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ChoiceField
            label={pm.parameters_type({}, o)}
            value={form.parameterType}
            onChange={(parameterType) => setForm((f) => ({ ...f, parameterType, serviceType: defaultServiceType(parameterType) }))}
            choices={PARAMETER_TYPES.map((value) => ({ value, label: typeLabel(value, locale) }))}
          />
          <ChoiceField
            label={pm.parameters_location({}, o)}
            value={form.location}
            onChange={(location) => set('location', location)}
            choices={PARAMETER_LOCATIONS}
            text={capitalise}
          />
          <ChoiceField
            label={pm.parameters_service_type({}, o)}
            value={form.serviceType}
            onChange={(serviceType) => set('serviceType', serviceType)}
            choices={isStripperRate ? STRIPPER_SERVICE_TYPES : [NO_STRIPPER_SERVICE_TYPE]}
            disabled={!isStripperRate}
          />
          <NumberField
            label={pm.rules_value({}, o)}
            hint={isParameterType(form.parameterType) ? sayRule(PARAMETER_UNITS[form.parameterType], {}, locale) : undefined}
            min={1}
            value={form.value}
            onChange={(value) => set('value', value)}
          />
          <ToggleField checked={form.isActive} onChange={(active) => set('isActive', active)}>
            {pm.parameters_active({}, o)}
          </ToggleField>
        </fieldset>
        {problem && (
          <p role="alert" className="mt-4 text-sm text-error">
            {problem}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-gold" disabled={pending}>
            {editing
              ? pending
                ? pm.parameters_updating({}, o)
                : pm.parameters_update({}, o)
              : pending
                ? pm.parameters_creating({}, o)
                : pm.parameters_create({}, o)}
          </button>
          {editing && (
            <button type="button" className={smallButton} onClick={reset} disabled={pending}>
              {pm.parameters_cancel({}, o)}
            </button>
          )}
        </div>
      </form>
      <section aria-labelledby="parameter-purposes-title" className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
        <h2 id="parameter-purposes-title" className="mb-3 text-lg">
          {pm.parameters_purposes_title({}, o)}
        </h2>
        <dl className="space-y-2 text-sm" data-testid="parameter-purposes">
          {PARAMETER_TYPES.map((type) => (
            <div key={type}>
              <dt className="font-semibold text-white">{typeLabel(type, locale)}</dt>
              <dd>{sayRule(`rules_purpose_${type}`, {}, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div>
        <h2 className="mb-4 text-xl">{pm.tab_parameters({}, o)}</h2>
        <LoadState
          store={$parameters}
          failed={pm.parameters_load_failed({}, o)}
          loading={pm.parameters_loading({}, o)}
          empty={<Empty title={pm.parameters_empty({}, o)} hint={pm.parameters_empty_hint({}, o)} />}
        >
          {(items) => <ResponsiveParameters items={items} onEdit={edit} onDelete={remove} o={o} />}
        </LoadState>
      </div>
    </section>
  );
}

function ResponsiveParameters(props: {
  items: PricingParameter[];
  onEdit: (p: PricingParameter) => void;
  onDelete: (p: PricingParameter) => void;
  o: { locale: PanelLocale };
}) {
  const { o } = props;
  const name = (p: PricingParameter) =>
    `${typeLabel(p.parameterType, o.locale)} ${p.location}${p.serviceType !== 'NONE' ? ` ${p.serviceType}` : ''}`;
  const actions = (p: PricingParameter) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButton}
        aria-label={pm.parameters_edit_named({ name: name(p) }, o)}
        onClick={() => props.onEdit(p)}
      >
        {pm.parameters_edit({}, o)}
      </button>
      <ConfirmButton
        label={pm.parameters_delete({}, o)}
        accessibleLabel={pm.parameters_delete_named({ name: name(p) }, o)}
        title={pm.parameters_delete_title({}, o)}
        description={pm.parameters_delete_text({}, o)}
        confirmLabel={pm.parameters_delete({}, o)}
        onConfirm={() => props.onDelete(p)}
      />
    </div>
  );
  const service = (p: PricingParameter) =>
    p.serviceType && p.serviceType !== 'NONE' ? p.serviceType : pm.parameters_not_applicable({}, o);
  return (
    <ResponsiveTable
      items={props.items}
      columns={[
        pm.parameters_column_type({}, o),
        pm.parameters_column_location({}, o),
        pm.parameters_column_service({}, o),
        pm.parameters_column_value({}, o),
        pm.parameters_column_status({}, o),
        pm.parameters_column_preview({}, o),
        pm.parameters_column_actions({}, o),
      ]}
      rowTestId="parameter-row"
      row={(p) => (
        <>
          <td className="py-3 pr-3 text-white">{typeLabel(p.parameterType, o.locale)}</td>
          <td className="py-3 pr-3 capitalize">{p.location}</td>
          <td className="py-3 pr-3">{service(p)}</td>
          <td className="py-3 pr-3 text-white">{formatBaht(p.value)}</td>
          <td className="py-3 pr-3">
            <ActiveBadge active={p.isActive} />
          </td>
          <td className="py-3 pr-3">{previewOf(p, o.locale)}</td>
          <td className="py-3">{actions(p)}</td>
        </>
      )}
      card={(p) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold text-white">{typeLabel(p.parameterType, o.locale)}</p>
            <ActiveBadge active={p.isActive} />
          </div>
          <p className="text-sm capitalize">
            {p.location} · {service(p)} · <span className="text-white">{formatBaht(p.value)}</span>
          </p>
          <p className="mt-1 text-sm">{previewOf(p, o.locale)}</p>
          <div className="mt-3">{actions(p)}</div>
        </>
      )}
    />
  );
}
