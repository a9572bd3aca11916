/**
 * "Nuova prenotazione" and "Modifica prenotazione": the agency takes a booking (by phone, LINE,
 * WhatsApp) or changes any field of one. The same fields as the public form, with the performers'
 * live availability; the server applies the same rules and the price engine, and answers the issues
 * this form shows by field (a clash is a 409 naming the performer), every one at once; the dialog
 * then scrolls to the first field in error and focuses it.
 */
import { usePerformers } from '@/features/performers/panel/use-performers';
import { useFirstInvalid } from '@/features/admin-panel/first-invalid';
import { useEffect, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { ApiError } from '@/lib/api-client';
import { callPublicRoute } from '@/lib/public-route';
import { availabilityRoute } from '@/features/availability/availability.routes';
import { showToast } from '@/lib/toast-store';
import { CITIES, CITY_NAMES } from '@/content/cities';
import { AGENCY_OPTION_LABELS } from '@/features/booking/agency-catalogue';
import { createAgencyBooking, editAgencyBooking } from './bookings-api';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { AgencyPriceQuote } from './AgencyPriceQuote';
import { errorText } from '@/features/admin-panel/errors';
import { bodyOf, DESK_CHOICES, emptyForm, formOf, issuesByField, performersFor, type AgencyFormValues } from './agency-booking-form';

const entries = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

/** Ids of performers not free for the slot, asked of the public availability rule (null while unknown). */
function useUnavailable(values: AgencyFormValues): Set<string> | null {
  const [busy, setBusy] = useState<Set<string> | null>(null);
  const { location, eventDate, eventTime, duration } = values;
  useEffect(() => {
    if (!eventDate || !/^\d{2}:\d{2}$/.test(eventTime)) return;
    const controller = new AbortController();
    const minutes = Number(duration) || 60;
    const query = { city: location, date: eventDate, time: eventTime, duration: minutes };
    const timer = setTimeout(() => {
      callPublicRoute(availabilityRoute, { query }, { signal: controller.signal })
        .then((answer) => setBusy(new Set(answer.performers.filter((p) => !p.available).map((p) => p.id))))
        .catch(() => setBusy(null));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [location, eventDate, eventTime, duration]);
  return eventDate ? busy : null;
}

/** The dialog: a new booking (optionally on a date and time) or the edit of `booking`. */
export function AgencyBookingDialog(props: {
  booking?: AdminBooking;
  date?: string;
  time?: string;
  onClose: (saved?: AdminBooking) => void;
}) {
  const { booking, onClose } = props;
  const [values, setValues] = useState<AgencyFormValues>(() => (booking ? formOf(booking) : emptyForm(props.date, props.time)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const { form, refused } = useFirstInvalid();
  const performers = usePerformers().data ?? [];
  const unavailable = useUnavailable(values);
  const set = <K extends keyof AgencyFormValues>(key: K, value: AgencyFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure('');
    try {
      const body = bodyOf(values, booking);
      const saved = booking ? await editAgencyBooking(booking.id, body) : await createAgencyBooking(body);
      const reference = bookingReference(booking ? booking.id : saved.id);
      showToast({ title: booking ? `Prenotazione #${reference} modificata` : `Prenotazione #${reference} creata e confermata` });
      onClose(booking ? (saved as AdminBooking) : undefined);
    } catch (error) {
      setFailure(errorText(error));
      if (error instanceof ApiError) setErrors(issuesByField(error.issues));
      refused();
    } finally {
      setSaving(false);
    }
  };

  const text = (key: keyof AgencyFormValues, label: string, type = 'text', hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          className={controlClass}
          value={values[key] as string}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </Field>
  );
  const performerBoxes = (role: 'stripper' | 'waiter', legend: string) => {
    const key = role === 'stripper' ? 'stripperIds' : 'waiterIds';
    const selected = values[key];
    return (
      <fieldset
        className="rounded-lg border border-ink-line p-3"
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-white">{legend}</legend>
        {performersFor(performers, values.location, role).map((p) => {
          const checked = selected.includes(p.id);
          const taken = !checked && Boolean(unavailable?.has(p.id));
          return (
            <label key={p.id} className="flex min-h-11 items-center gap-3 has-disabled:opacity-60">
              <input
                type="checkbox"
                checked={checked}
                disabled={taken}
                onChange={(e) => set(key, e.target.checked ? [...selected, p.id] : selected.filter((id) => id !== p.id))}
              />
              <span className="text-white">{p.name}</span>
              {taken && <span className="text-sm">Non disponibile a quest&apos;ora</span>}
            </label>
          );
        })}
        {errors[key] && (
          <p id={`${key}-error`} className="mt-1 text-sm text-error">
            {errors[key]}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={booking ? `Modifica prenotazione #${bookingReference(booking.id)}` : 'Nuova prenotazione'}
      description={
        booking
          ? 'Ogni modifica è controllata contro le altre prenotazioni; il cliente riceve le modifiche per e-mail se lo desideri.'
          : "Una prenotazione presa dall'agenzia (telefono, LINE, WhatsApp) è confermata subito e blocca gli artisti."
      }
    >
      <form
        ref={form}
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-4"
        aria-label={booking ? 'Modifica prenotazione' : 'Nuova prenotazione'}
      >
        {failure && (
          <p role="alert" className="rounded-lg border border-error/60 p-3 text-sm text-error">
            {failure}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('customerName', 'Nome del cliente')}
          {text('customerPhone', 'Telefono', 'tel', "Obbligatorio se manca l'e-mail")}
          {text('customerEmail', 'E-mail (facoltativa)', 'email', 'Se presente, il cliente riceve la conferma')}
          <ChoiceField
            label="Città"
            value={values.location}
            onChange={(v) => set('location', v)}
            error={errors.location}
            choices={CITIES.map((c) => ({ value: c, label: CITY_NAMES[c] }))}
          />
          {text('eventDate', 'Data', 'date')}
          {text('eventTime', 'Ora', 'time')}
          {text('duration', 'Durata (minuti)', 'number', 'Vuoto: la durata standard del servizio')}
          {text('address', 'Indirizzo')}
          <ChoiceField
            label="Tipo di locale"
            value={values.venueType}
            onChange={(v) => set('venueType', v)}
            error={errors.venueType}
            choices={entries(AGENCY_OPTION_LABELS.venue)}
          />
          <ChoiceField
            label="Impianto audio"
            value={values.soundSystem}
            onChange={(v) => set('soundSystem', v)}
            error={errors.soundSystem}
            choices={entries(AGENCY_OPTION_LABELS.sound)}
          />
          <ChoiceField
            label="Occasione"
            value={values.occasion}
            onChange={(v) => set('occasion', v)}
            error={errors.occasion}
            choices={entries(AGENCY_OPTION_LABELS.occasion)}
          />
          <ChoiceField
            label="Spogliarellisti"
            value={values.selectedMaleStripper}
            onChange={(v) => set('selectedMaleStripper', v)}
            error={errors.selectedMaleStripper}
            choices={DESK_CHOICES.strippers}
          />
          <ChoiceField
            label="Camerieri topless"
            value={values.selectedToplessWaiter}
            onChange={(v) => set('selectedToplessWaiter', v)}
            error={errors.selectedToplessWaiter}
            choices={DESK_CHOICES.waiters}
          />
          <ChoiceField
            label="Stile"
            value={values.performanceStyle}
            onChange={(v) => set('performanceStyle', v)}
            error={errors.performanceStyle}
            choices={DESK_CHOICES.styles}
          />
        </div>
        {values.selectedMaleStripper !== 'none' && performerBoxes('stripper', 'Spogliarellisti scelti')}
        {values.selectedToplessWaiter !== 'none' && performerBoxes('waiter', 'Camerieri scelti')}
        <Field label="Richieste particolari" error={errors.specialRequests}>
          {(aria) => (
            <textarea
              {...aria}
              className={controlClass}
              rows={3}
              value={values.specialRequests}
              onChange={(e) => set('specialRequests', e.target.value)}
            />
          )}
        </Field>
        <fieldset className="rounded-lg border border-ink-line p-3">
          <legend className="px-1 text-sm font-semibold text-white">Prezzo</legend>
          <p className="mb-2 text-sm">Il prezzo del listino, aggiornato mentre compili: senza modifica è quello salvato.</p>
          <AgencyPriceQuote values={values} booking={booking} />
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" checked={values.override} onChange={(e) => set('override', e.target.checked)} />
            <span className="text-white">Modifica il prezzo (solo il titolare)</span>
          </label>
          {values.override && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('overrideTotal', 'Totale (THB)', 'number')}
              {text('overrideReason', 'Motivo della modifica')}
              {errors.priceOverride && <p className="text-sm text-error sm:col-span-2">{errors.priceOverride}</p>}
            </div>
          )}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={values.notifyCustomer} onChange={(e) => set('notifyCustomer', e.target.checked)} />
          <span className="text-white">{booking ? 'Avvisa il cliente delle modifiche' : 'Invia la conferma al cliente'}</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={smallButton} onClick={() => onClose()}>
            Annulla
          </button>
          <button type="submit" disabled={saving} className="btn-gold">
            {saving ? 'Salvataggio...' : booking ? 'Salva modifiche' : 'Crea prenotazione'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
