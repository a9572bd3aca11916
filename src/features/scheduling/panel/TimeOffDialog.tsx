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
import type { AdminPerformer } from '@/features/performers/performers.routes';
import type { OverlappingBooking } from '../time-off.server';
import { Empty, LoadError, Loading, Modal, smallButton, dangerButton } from '@/features/admin-panel/ui';
import { TextField } from '@/components/ui/TextField';
import { timeOffBody, type TimeOffFields } from '@/features/scheduling/time-off-form';

const EMPTY: TimeOffFields = { kind: 'days', from: '', to: '', startTime: '', endTime: '', note: '' };

/** The stretch as the admin reads it: Bangkok, 24-hour, British dates. */
const span = (t: AdminTimeOff) => `${formatDateTime(t.startsAt)} – ${formatDateTime(t.endsAt)}`;

/** The dialog, open while mounted. */
export function TimeOffDialog({ performer, onClose }: { performer: AdminPerformer; onClose: () => void }) {
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
    if ('error' in outcome) return setFormError(outcome.error);
    setFormError('');
    setSaving(true);
    try {
      const { overlapping } = await addTimeOff(performer.id, outcome.body);
      setWarning(overlapping);
      setFields(EMPTY);
      showToast({ title: 'Assenza aggiunta' });
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
      showToast({ title: 'Assenza rimossa' });
      reload();
    } catch (error) {
      showToast({ title: 'Errore durante la rimozione dell’assenza', description: errorText(error), variant: 'destructive' });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Giorni liberi: ${performer.name}`}
      description={`Giorni o ore in cui ${performer.name} non lavora: il modulo di prenotazione lo mostra non disponibile e le prenotazioni vengono rifiutate.`}
    >
      <section aria-labelledby="time-off-list-title" className="space-y-3">
        <h3 id="time-off-list-title" className="font-sans text-base font-semibold text-white">
          Programmati
        </h3>
        {list.error && !list.items ? (
          <LoadError title="Impossibile caricare le assenze" error={list.error} onRetry={reload} />
        ) : !list.items ? (
          <Loading>Caricamento delle assenze...</Loading>
        ) : list.items.length === 0 ? (
          <Empty title="Nessun giorno libero programmato." hint="Aggiungine uno con il modulo qui sotto." />
        ) : (
          <ul className="grid gap-2" data-testid="time-off-list">
            {list.items.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-line p-3">
                <div className="min-w-0">
                  <p className="text-sm text-white">{span(t)}</p>
                  {t.note && <p className="text-xs break-words">{t.note}</p>}
                </div>
                <button type="button" className={dangerButton} aria-label={`Rimuovi ${span(t)}`} onClick={() => remove(t)}>
                  Rimuovi
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {warning.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-gold p-3 text-sm text-white" data-testid="time-off-warning">
          <p className="font-semibold">Attenzione: l’assenza è stata salvata, ma si sovrappone a prenotazioni già confermate:</p>
          <ul className="mt-1 list-disc pl-5">
            {warning.map((b) => (
              <li key={b.reference}>
                {b.reference} ({formatEventDateTime(b.eventDate, b.eventTime)})
              </li>
            ))}
          </ul>
          <p className="mt-1">Riorganizzale in Manage Bookings.</p>
        </div>
      )}

      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-labelledby="time-off-add-title">
        <h3 id="time-off-add-title" className="font-sans text-base font-semibold text-white">
          Aggiungi
        </h3>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-white">Tipo</legend>
          {(
            [
              ['days', 'Giorni interi'],
              ['hours', 'Fascia oraria'],
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
          <TextField {...bind('time-off-from', 'from')} type="date" label={fields.kind === 'days' ? 'Dal' : 'Giorno'} />
          {fields.kind === 'days' ? (
            <TextField
              {...bind('time-off-to', 'to')}
              type="date"
              label="Al"
              hint="Vuoto per un solo giorno."
              min={fields.from || undefined}
            />
          ) : (
            <>
              <TextField {...bind('time-off-start', 'startTime')} type="time" label="Dalle" />
              <TextField
                {...bind('time-off-end', 'endTime')}
                type="time"
                label="Alle"
                hint="Una fine prima dell’inizio è il giorno dopo."
              />
            </>
          )}
        </div>
        <TextField {...bind('time-off-note', 'note')} type="text" label="Nota (facoltativa)" maxLength={200} />
        {formError && (
          <p role="alert" className="text-sm text-error">
            {formError}
          </p>
        )}
        <button type="submit" className={smallButton} disabled={saving}>
          {saving ? 'Salvataggio...' : 'Aggiungi'}
        </button>
      </form>
    </Modal>
  );
}
