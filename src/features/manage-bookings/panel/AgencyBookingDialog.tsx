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
import { AGENCY_OPTION_LABELS, agencyWordsIn } from '@/features/booking/agency-catalogue';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { createAgencyBooking, editAgencyBooking } from './bookings-api';
import { bookingReference } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { AgencyPriceQuote } from './AgencyPriceQuote';
import { errorText } from '@/features/admin-panel/errors';
import { bodyOf, deskChoices, emptyForm, formOf, issuesByField, performersFor, type AgencyFormValues } from './agency-booking-form';

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
  const locale = usePanelLocale();
  const o = { locale };
  const choices = deskChoices(locale);
  // The booking's choices (venue, sound, occasion) in the reader's panel language.
  const words = agencyWordsIn(locale);
  const options = (group: keyof typeof AGENCY_OPTION_LABELS) =>
    Object.keys(AGENCY_OPTION_LABELS[group]).map((value) => ({ value, label: words.option(group, value) ?? value }));
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
      const reference = { reference: bookingReference(booking ? booking.id : saved.id) };
      showToast({ title: (booking ? pm.bookings_edited : pm.bookings_created)(reference, o) });
      onClose(booking ? (saved as AdminBooking) : undefined);
    } catch (error) {
      setFailure(errorText(error));
      if (error instanceof ApiError) setErrors(issuesByField(error));
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
              {taken && <span className="text-sm">{pm.bookings_unavailable({}, o)}</span>}
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
      title={booking ? pm.bookings_edit_title({ reference: bookingReference(booking.id) }, o) : pm.bookings_new({}, o)}
      description={booking ? pm.bookings_edit_text({}, o) : pm.bookings_new_text({}, o)}
    >
      <form
        ref={form}
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-4"
        lang={locale}
        aria-label={booking ? pm.bookings_edit_form({}, o) : pm.bookings_new({}, o)}
      >
        {failure && (
          <p role="alert" className="rounded-lg border border-error/60 p-3 text-sm text-error">
            {failure}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('customerName', pm.bookings_field_name({}, o))}
          {text('customerPhone', pm.bookings_field_phone({}, o), 'tel', pm.bookings_field_phone_hint({}, o))}
          {text('customerEmail', pm.bookings_field_email({}, o), 'email', pm.bookings_field_email_hint({}, o))}
          <ChoiceField
            label={pm.bookings_field_city({}, o)}
            value={values.location}
            onChange={(v) => set('location', v)}
            error={errors.location}
            choices={CITIES.map((c) => ({ value: c, label: CITY_NAMES[c] }))}
          />
          {text('eventDate', pm.bookings_field_date({}, o), 'date')}
          {text('eventTime', pm.bookings_field_time({}, o), 'time')}
          {text('duration', pm.bookings_field_duration({}, o), 'number', pm.bookings_field_duration_hint({}, o))}
          {text('address', pm.bookings_field_address({}, o))}
          <ChoiceField
            label={pm.bookings_field_venue({}, o)}
            value={values.venueType}
            onChange={(v) => set('venueType', v)}
            error={errors.venueType}
            choices={options('venue')}
          />
          <ChoiceField
            label={pm.bookings_field_sound({}, o)}
            value={values.soundSystem}
            onChange={(v) => set('soundSystem', v)}
            error={errors.soundSystem}
            choices={options('sound')}
          />
          <ChoiceField
            label={pm.bookings_field_occasion({}, o)}
            value={values.occasion}
            onChange={(v) => set('occasion', v)}
            error={errors.occasion}
            choices={options('occasion')}
          />
          <ChoiceField
            label={pm.bookings_field_strippers({}, o)}
            value={values.selectedMaleStripper}
            onChange={(v) => set('selectedMaleStripper', v)}
            error={errors.selectedMaleStripper}
            choices={choices.strippers}
          />
          <ChoiceField
            label={pm.bookings_field_waiters({}, o)}
            value={values.selectedToplessWaiter}
            onChange={(v) => set('selectedToplessWaiter', v)}
            error={errors.selectedToplessWaiter}
            choices={choices.waiters}
          />
          <ChoiceField
            label={pm.bookings_field_style({}, o)}
            value={values.performanceStyle}
            onChange={(v) => set('performanceStyle', v)}
            error={errors.performanceStyle}
            choices={choices.styles}
          />
        </div>
        {values.selectedMaleStripper !== 'none' && performerBoxes('stripper', pm.bookings_chosen_strippers({}, o))}
        {values.selectedToplessWaiter !== 'none' && performerBoxes('waiter', pm.bookings_chosen_waiters({}, o))}
        <Field label={pm.bookings_field_requests({}, o)} error={errors.specialRequests}>
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
          <legend className="px-1 text-sm font-semibold text-white">{pm.bookings_price({}, o)}</legend>
          <p className="mb-2 text-sm">{pm.bookings_price_intro({}, o)}</p>
          <AgencyPriceQuote values={values} booking={booking} />
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" checked={values.override} onChange={(e) => set('override', e.target.checked)} />
            <span className="text-white">{pm.bookings_override({}, o)}</span>
          </label>
          {values.override && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('overrideTotal', pm.bookings_override_total({}, o), 'number')}
              {text('overrideReason', pm.bookings_override_reason({}, o))}
              {errors.priceOverride && <p className="text-sm text-error sm:col-span-2">{errors.priceOverride}</p>}
            </div>
          )}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={values.notifyCustomer} onChange={(e) => set('notifyCustomer', e.target.checked)} />
          <span className="text-white">{booking ? pm.bookings_notify_changes({}, o) : pm.bookings_notify_confirmation({}, o)}</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={smallButton} onClick={() => onClose()}>
            {pm.bookings_cancel({}, o)}
          </button>
          <button type="submit" disabled={saving} className="btn-gold">
            {saving ? pm.panel_saving({}, o) : booking ? pm.bookings_save({}, o) : pm.bookings_create({}, o)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
