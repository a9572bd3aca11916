/**
 * Partner (owner only): the codes of the hotels, villas and planners who send groups — add, edit, deactivate — and
 * each partner's visits, bookings, paid bookings and commission due per month, with the months' CSV. Every word from
 * the panel's catalogues, in the reader's language.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { formatBaht } from '@/lib/money';
import { todayInBangkok } from '@/lib/event-time';
import { showToast } from '@/lib/toast-store';
import { TextField } from '@/components/ui/TextField';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { errorText } from '@/features/admin-panel/errors';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Empty, LoadedTable, LoadState, ResponsiveTable, smallButton, StatusBadge, TabSection } from '@/features/admin-panel/ui';
import { answerErrors, checkPartner, draftOf, EMPTY_PARTNER, type PartnerDraft, type PartnerErrors } from './partner-form';
import {
  $monthRange,
  $partnerMonths,
  $partners,
  createPartner,
  csvHref,
  monthRangeOk,
  updatePartner,
  type PartnerRow,
} from './partners-api';

type Words = { locale: PanelLocale };

/** A partner's commission in words: "10%" or "฿500 a booking". */
function commissionWords(p: Pick<PartnerRow, 'commissionKind' | 'commissionValue'>, locale: PanelLocale): string {
  return p.commissionKind === 'percent'
    ? `${p.commissionValue}%`
    : pm.partners_per_booking({ amount: formatBaht(p.commissionValue) }, { locale });
}

/** A partner's customer discount in words, with its limits. */
function discountWords(p: PartnerRow, locale: PanelLocale): string {
  const o = { locale };
  if (p.discountKind === 'none') return pm.partners_no_discount({}, o);
  const value = p.discountKind === 'percent' ? `${p.discountValue}%` : formatBaht(p.discountValue);
  const limits = [
    p.discountMax !== null && pm.partners_discount_up_to({ amount: formatBaht(p.discountMax) }, o),
    p.discountMinTotal !== null && pm.partners_discount_from_total({ amount: formatBaht(p.discountMinTotal) }, o),
  ].filter(Boolean);
  return limits.length ? `${value} (${limits.join(', ')})` : value;
}

/** A partner's dates in words. */
function validityWords(p: PartnerRow, locale: PanelLocale): string {
  const o = { locale };
  if (!p.validFrom && !p.validTo) return pm.partners_always({}, o);
  if (!p.validTo) return pm.partners_valid_from({ from: p.validFrom! }, o);
  if (!p.validFrom) return pm.partners_valid_until({ to: p.validTo }, o);
  return `${p.validFrom} – ${p.validTo}`;
}

/** The tab. */
export function PartnersTab() {
  const locale = usePanelLocale();
  const o = { locale };
  // undefined: no form open; null: a new partner; a row: that partner's edit.
  const [editing, setEditing] = useState<PartnerRow | null | undefined>(undefined);
  const toggle = async (p: PartnerRow) => {
    try {
      await updatePartner(p.id, { active: !p.active });
      showToast({ title: p.active ? pm.partners_deactivated({ name: p.name }, o) : pm.partners_reactivated({ name: p.name }, o) });
    } catch (error) {
      showToast({ title: pm.partners_save_failed({}, o), description: errorText(error), variant: 'destructive' });
    }
  };
  const actions = (p: PartnerRow) => (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={pm.partners_edit_named({ name: p.name }, o)} onClick={() => setEditing(p)}>
        {pm.partners_edit({}, o)}
      </button>
      <button
        type="button"
        className={smallButton}
        aria-label={(p.active ? pm.partners_deactivate_named : pm.partners_reactivate_named)({ name: p.name }, o)}
        onClick={() => void toggle(p)}
      >
        {p.active ? pm.partners_deactivate({}, o) : pm.partners_reactivate({}, o)}
      </button>
    </div>
  );
  const state = (p: PartnerRow) => (
    <StatusBadge status={p.active ? 'active' : 'cancelled'} label={p.active ? pm.partners_active({}, o) : pm.partners_inactive({}, o)} />
  );
  return (
    <TabSection
      title={pm.tab_partners({}, o)}
      intro={<p className="mt-1 text-sm">{pm.partners_intro({}, o)}</p>}
      className="min-w-0 space-y-6"
    >
      {editing === undefined ? (
        <button type="button" className="btn-gold min-h-11" onClick={() => setEditing(null)}>
          {pm.partners_new({}, o)}
        </button>
      ) : (
        <PartnerForm key={editing?.id ?? 'new'} partner={editing} onDone={() => setEditing(undefined)} locale={locale} />
      )}
      <LoadedTable
        store={$partners}
        loading={pm.partners_loading({}, o)}
        failed={pm.partners_failed({}, o)}
        empty={<Empty title={pm.partners_none({}, o)} hint={pm.partners_none_hint({}, o)} />}
        columns={[
          pm.partners_column_partner({}, o),
          pm.partners_column_commission({}, o),
          pm.partners_column_discount({}, o),
          pm.partners_column_validity({}, o),
          pm.partners_column_state({}, o),
          pm.partners_column_actions({}, o),
        ]}
        rowTestId="partner-row"
        cardTestId="partner-card"
        flushLastHeader
        row={(p) => (
          <>
            <td className="py-2 pr-3">
              <span className="block text-white">{p.name}</span>
              <span className="block font-mono text-xs break-all">/?partner={p.code}</span>
              {p.contact && <span className="block text-xs break-words">{p.contact}</span>}
            </td>
            <td className="py-2 pr-3">{commissionWords(p, locale)}</td>
            <td className="py-2 pr-3">{discountWords(p, locale)}</td>
            <td className="py-2 pr-3">{validityWords(p, locale)}</td>
            <td className="py-2 pr-3">{state(p)}</td>
            <td className="py-2">{actions(p)}</td>
          </>
        )}
        card={(p) => (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-white">
              {p.name} · {state(p)}
            </p>
            <p className="font-mono text-xs break-all">/?partner={p.code}</p>
            {p.contact && <p className="break-words">{p.contact}</p>}
            <p>
              {pm.partners_column_commission({}, o)}: {commissionWords(p, locale)}
            </p>
            <p>
              {pm.partners_column_discount({}, o)}: {discountWords(p, locale)}
            </p>
            <p>{validityWords(p, locale)}</p>
            {actions(p)}
          </div>
        )}
      />
      <Months locale={locale} />
    </TabSection>
  );
}

/** The form of a new partner (`partner` null) or of one to edit; its refusals on their fields. */
function PartnerForm({ partner, onDone, locale }: { partner: PartnerRow | null; onDone: () => void } & Words) {
  const o = { locale };
  const [draft, setDraft] = useState<PartnerDraft>(partner ? draftOf(partner) : EMPTY_PARTNER);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PartnerDraft>(field: K, value: PartnerDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: Exclude<keyof PartnerDraft, 'active' | 'commissionKind' | 'discountKind'>, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={`partner-${field}`}
      value={draft[field]}
      error={errors[field]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );
  const number = { inputMode: 'numeric' as const, autoComplete: 'off' };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPartner(draft, locale);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first refused field takes the focus, so a screen reader hears its message.
      document.querySelector<HTMLElement>(`#field-partner-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await (partner ? updatePartner(partner.id, checked.body) : createPartner(checked.body));
      showToast({ title: pm.partners_saved({ name: checked.body.name }, o) });
      onDone();
    } catch (error) {
      const onFields = answerErrors(error, draft, locale);
      setErrors(onFields);
      if (Object.keys(onFields).length === 0)
        showToast({ title: pm.partners_save_failed({}, o), description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const title = partner ? pm.partners_edit_named({ name: partner.name }, o) : pm.partners_new({}, o);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className="space-y-4 rounded-xl border border-ink-line p-4">
      <h3 className="text-lg text-white">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text('name', pm.partners_field_name({}, o), { maxLength: 100 })}
        {text('code', pm.partners_field_code({}, o), {
          hint: pm.partners_field_code_hint({}, o),
          maxLength: 32,
          autoCapitalize: 'characters',
        })}
        {text('contact', pm.partners_field_contact({}, o), { maxLength: 200 })}
        <ChoiceField
          label={pm.partners_field_commission_kind({}, o)}
          value={draft.commissionKind}
          onChange={(v) => set('commissionKind', v === 'fixed' ? 'fixed' : 'percent')}
          choices={[
            { value: 'percent', label: pm.partners_kind_percent({}, o) },
            { value: 'fixed', label: pm.partners_kind_fixed({}, o) },
          ]}
        />
        {text(
          'commissionValue',
          draft.commissionKind === 'percent' ? pm.partners_field_commission_percent({}, o) : pm.partners_field_commission_fixed({}, o),
          number,
        )}
        <ChoiceField
          label={pm.partners_field_discount_kind({}, o)}
          value={draft.discountKind}
          onChange={(v) => set('discountKind', v === 'percent' || v === 'fixed' ? v : 'none')}
          choices={[
            { value: 'none', label: pm.partners_no_discount({}, o) },
            { value: 'percent', label: pm.partners_kind_percent({}, o) },
            { value: 'fixed', label: pm.partners_kind_fixed_discount({}, o) },
          ]}
        />
        {draft.discountKind !== 'none' && (
          <>
            {text(
              'discountValue',
              draft.discountKind === 'percent' ? pm.partners_field_discount_percent({}, o) : pm.partners_field_discount_fixed({}, o),
              number,
            )}
            {text('discountMax', pm.partners_field_discount_max({}, o), { ...number, hint: pm.partners_field_optional({}, o) })}
            {text('discountMinTotal', pm.partners_field_discount_min_total({}, o), { ...number, hint: pm.partners_field_optional({}, o) })}
          </>
        )}
        {text('validFrom', pm.partners_field_valid_from({}, o), { type: 'date', hint: pm.partners_field_optional({}, o) })}
        {text('validTo', pm.partners_field_valid_to({}, o), { type: 'date', hint: pm.partners_field_optional({}, o) })}
      </div>
      <CheckboxField
        name="partner-active"
        label={pm.partners_field_active({}, o)}
        checked={draft.active}
        onChange={(e) => set('active', e.target.checked)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-gold min-h-11" disabled={busy}>
          {busy ? pm.partners_saving({}, o) : pm.partners_save({}, o)}
        </button>
        <button type="button" className={smallButton} onClick={onDone}>
          {pm.partners_cancel({}, o)}
        </button>
      </div>
    </form>
  );
}

/** This month and the five before it (YYYY-MM). */
function lastSixMonths(): { from: string; to: string } {
  const today = todayInBangkok();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const first = year * 12 + month - 1 - 5;
  return { from: `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}`, to: today.slice(0, 7) };
}

/** Each partner's months of a range, with the range's CSV. */
function Months({ locale }: Words) {
  const o = { locale };
  const range = useStore($monthRange);
  useEffect(() => {
    if (!range.from && !range.to) $monthRange.set(lastSixMonths());
  }, [range]);
  const ok = monthRangeOk(range);
  return (
    <section aria-labelledby="partner-months-title" className="space-y-3">
      <h3 id="partner-months-title" className="text-lg text-white">
        {pm.partners_months_title({}, o)}
      </h3>
      <p className="text-sm">{pm.partners_months_intro({}, o)}</p>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <TextField
          label={pm.partners_months_from({}, o)}
          name="partner-months-from"
          type="month"
          value={range.from}
          placeholder="YYYY-MM"
          onChange={(e) => $monthRange.set({ ...range, from: e.target.value })}
          error={ok ? undefined : pm.partners_months_problem({}, o)}
        />
        <TextField
          label={pm.partners_months_to({}, o)}
          name="partner-months-to"
          type="month"
          value={range.to}
          placeholder="YYYY-MM"
          onChange={(e) => $monthRange.set({ ...range, to: e.target.value })}
        />
        {ok && (
          <a className={`${smallButton} inline-flex items-center justify-center`} href={csvHref(range)} download>
            {pm.partners_months_csv({}, o)}
          </a>
        )}
      </div>
      {ok && (
        <LoadState
          store={$partnerMonths}
          failed={pm.partners_months_failed({}, o)}
          loading={pm.partners_months_loading({}, o)}
          retry={pm.insights_retry({}, o)}
        >
          {(data) =>
            data.months.length === 0 ? (
              <Empty title={pm.partners_months_none({}, o)} />
            ) : (
              <ResponsiveTable
                items={data.months.map((row) => ({ ...row, id: `${row.month}-${row.partnerId}` }))}
                columns={[
                  pm.partners_column_month({}, o),
                  pm.partners_column_partner({}, o),
                  pm.sources_visits({}, o),
                  pm.sources_bookings({}, o),
                  pm.sources_paid_bookings({}, o),
                  pm.sources_commission({}, o),
                ]}
                rowTestId="partner-month-row"
                cardTestId="partner-month-card"
                flushLastHeader
                row={(r) => (
                  <>
                    <td className="py-2 pr-3 tabular-nums">{r.month}</td>
                    <td className="py-2 pr-3 text-white">
                      {r.name} ({r.code})
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{r.visits}</td>
                    <td className="py-2 pr-3 tabular-nums">{r.bookings}</td>
                    <td className="py-2 pr-3 tabular-nums">{r.paidBookings}</td>
                    <td className="py-2 tabular-nums">{formatBaht(r.commission)}</td>
                  </>
                )}
                card={(r) => (
                  <div className="space-y-1 text-sm">
                    <p className="font-semibold text-white">
                      {r.month} · {r.name} ({r.code})
                    </p>
                    <p>{pm.partners_month_card({ visits: r.visits, bookings: r.bookings, paid: r.paidBookings }, o)}</p>
                    <p>
                      {pm.sources_commission({}, o)}: {formatBaht(r.commission)}
                    </p>
                  </div>
                )}
              />
            )
          }
        </LoadState>
      )}
    </section>
  );
}
