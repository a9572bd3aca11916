/**
 * Giorni liberi: a performer's days or hours off, listed (not yet ended), added and removed. Time off
 * over bookings already held is saved, and the dialog warns with those bookings' references so the
 * agency can rearrange them.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '@/lib/toast-store';
import { addTimeOff, listTimeOff, removeTimeOff, type AdminTimeOff } from './time-off-api';
import { errorText } from '@/features/admin-panel/errors';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import type { PanelLocale } from '@db/locales';
import type { AdminPerformer } from '@/features/performers/performers.routes';
import type { OverlappingBooking } from '../time-off.server';
import { Empty, LoadError, Loading, Modal, smallButton, dangerButton } from '@/features/admin-panel/ui';
import { TextField } from '@/components/ui/TextField';
import { timeOffBody, type TimeOffFields, type TimeOffProblem } from '@/features/scheduling/time-off-form';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';

/** Each problem of the form in the panel's words. */
const PROBLEMS = {
  firstDay: pm.timeoff_problem_first_day,
  day: pm.timeoff_problem_day,
  lastDay: pm.timeoff_problem_last_day,
  lastBeforeFirst: pm.timeoff_problem_last_before_first,
  times: pm.timeoff_problem_times,
  sameTimes: pm.timeoff_problem_same_times,
} satisfies Record<TimeOffProblem, unknown>;

const EMPTY: TimeOffFields = { kind: 'days', from: '', to: '', startTime: '', endTime: '', note: '' };

/** The stretch as the admin reads it: Bangkok, 24-hour, British dates. */
const span = (t: AdminTimeOff, locale: PanelLocale) => `${formatDateTime(t.startsAt, locale)} – ${formatDateTime(t.endsAt, locale)}`;

/** The dialog, open while mounted. */
export function TimeOffDialog({ performer, onClose }: { performer: AdminPerformer; onClose: () => void }) {
  const locale = usePanelLocale();
  const o = { locale };
  const [list, setList] = useState<{ items: AdminTimeOff[] | null; error: unknown }>({ items: null, error: null });
  const [reloads, setReloads] = useState(0);
  const [fields, setFields] = useState(EMPTY);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [warning, setWarning] = useState<OverlappingBooking[]>([]);

  useEffect(() => {
    let active = true;
    listTimeOff(performer.id).then(
      (items) => active && setList({ items, error: null }),
      (error: unknown) => active && setList((old) => ({ items: old.items, error })),
    );
    return () => {
      active = false;
    };
  }, [performer.id, reloads]);
  const reload = () => setReloads((n) => n + 1);
  const change = <K extends keyof TimeOffFields>(name: K, value: TimeOffFields[K]) => setFields((old) => ({ ...old, [name]: value }));
  /** What a text field of the form takes: its name, its value and its change. */
  const bind = (name: string, key: Exclude<keyof TimeOffFields, 'kind'>) => ({
    name,
    value: fields[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(key, e.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = timeOffBody(fields);
    if ('problem' in outcome) return setFormError(PROBLEMS[outcome.problem]({}, o));
    setFormError('');
    setSaving(true);
    try {
      const { overlapping } = await addTimeOff(performer.id, outcome.body);
      setWarning(overlapping);
      setFields(EMPTY);
      showToast({ title: pm.timeoff_added({}, o) });
      reload();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (timeOff: AdminTimeOff) => {
    try {
      await removeTimeOff(performer.id, timeOff.id);
      showToast({ title: pm.timeoff_removed({}, o) });
      reload();
    } catch (error) {
      showToast({ title: pm.timeoff_remove_failed({}, o), description: errorText(error), variant: 'destructive' });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pm.timeoff_title({ name: performer.name }, o)}
      description={pm.timeoff_text({ name: performer.name }, o)}
    >
      <section aria-labelledby="time-off-list-title" className="space-y-3" lang={locale}>
        <h3 id="time-off-list-title" className="font-sans text-base font-semibold text-white">
          {pm.timeoff_scheduled({}, o)}
        </h3>
        {list.error && !list.items ? (
          <LoadError title={pm.timeoff_load_failed({}, o)} error={list.error} onRetry={reload} />
        ) : !list.items ? (
          <Loading>{pm.timeoff_loading({}, o)}</Loading>
        ) : list.items.length === 0 ? (
          <Empty title={pm.timeoff_empty({}, o)} hint={pm.timeoff_empty_hint({}, o)} />
        ) : (
          <ul className="grid gap-2" data-testid="time-off-list">
            {list.items.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-line p-3">
                <div className="min-w-0">
                  <p className="text-sm text-white">{span(t, locale)}</p>
                  {t.note && <p className="text-xs break-words">{t.note}</p>}
                </div>
                <button
                  type="button"
                  className={dangerButton}
                  aria-label={pm.timeoff_remove_named({ span: span(t, locale) }, o)}
                  onClick={() => remove(t)}
                >
                  {pm.timeoff_remove({}, o)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {warning.length > 0 && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-gold p-3 text-sm text-white"
          data-testid="time-off-warning"
          lang={locale}
        >
          <p className="font-semibold">{pm.timeoff_overlap({}, o)}</p>
          <ul className="mt-1 list-disc pl-5">
            {warning.map((b) => (
              <li key={b.reference}>
                {b.reference} ({formatEventDateTime(b.eventDate, b.eventTime, locale)})
              </li>
            ))}
          </ul>
          <p className="mt-1">{pm.timeoff_rearrange({ tab: pm.tab_bookings({}, o) }, o)}</p>
        </div>
      )}

      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-labelledby="time-off-add-title" lang={locale}>
        <h3 id="time-off-add-title" className="font-sans text-base font-semibold text-white">
          {pm.timeoff_add({}, o)}
        </h3>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-white">{pm.timeoff_kind({}, o)}</legend>
          {(
            [
              ['days', pm.timeoff_kind_days({}, o)],
              ['hours', pm.timeoff_kind_hours({}, o)],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-white">
              <input
                type="radio"
                name="time-off-kind"
                className="h-5 w-5 accent-gold"
                checked={fields.kind === kind}
                onChange={() => change('kind', kind)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            {...bind('time-off-from', 'from')}
            type="date"
            label={fields.kind === 'days' ? pm.timeoff_from_day({}, o) : pm.timeoff_day({}, o)}
          />
          {fields.kind === 'days' ? (
            <TextField
              {...bind('time-off-to', 'to')}
              type="date"
              label={pm.timeoff_to_day({}, o)}
              hint={pm.timeoff_to_hint({}, o)}
              min={fields.from || undefined}
            />
          ) : (
            <>
              <TextField {...bind('time-off-start', 'startTime')} type="time" label={pm.timeoff_start({}, o)} />
              <TextField {...bind('time-off-end', 'endTime')} type="time" label={pm.timeoff_end({}, o)} hint={pm.timeoff_end_hint({}, o)} />
            </>
          )}
        </div>
        <TextField {...bind('time-off-note', 'note')} type="text" label={pm.timeoff_note({}, o)} maxLength={200} />
        {formError && (
          <p role="alert" className="text-sm text-error">
            {formError}
          </p>
        )}
        <button type="submit" className={smallButton} disabled={saving}>
          {saving ? pm.timeoff_saving({}, o) : pm.timeoff_add({}, o)}
        </button>
      </form>
    </Modal>
  );
}
