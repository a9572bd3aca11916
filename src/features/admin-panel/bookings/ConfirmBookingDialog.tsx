/**
 * The Confirm Booking dialog (spec sections 4 and 5): performers of the booking's city, style,
 * service type, duration and the cash due on the day, pre-filled from the price calculation (70%
 * of the total when it fails). Sending e-mails the customer; on failure the dialog stays open with
 * the error. Everything is disabled while calculating or sending. While the advance has not been
 * received a warning shows (and describes the send button); confirming stays allowed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { apiRequest } from '@/lib/api-client';
import { showToast } from '@/features/toast/toast-store';
import { $performers, confirmBooking } from '@/features/admin-panel/api';
import { errorText } from '@/features/admin-panel/errors';
import { bookingReference, fallbackCashAmount, formatBaht } from '@/features/admin-panel/format';
import type { AdminBooking } from '@/features/admin-panel/types';
import { Field, Modal, smallButton } from '@/features/admin-panel/ui';
import {
  cashFromCalculation,
  changedFields,
  confirmFormSchema,
  initialForm,
  NO_PERFORMER,
  performersOfCity,
  priceRequest,
  SERVICE_TYPES,
  type ConfirmForm,
} from './confirm-booking';
import { PERFORMANCE_STYLES } from '@/features/booking/booking-status';
import { advanceWarning } from './advance-actions';

type Errors = Partial<Record<keyof ConfirmForm, string>>;

/** The dialog for one booking; `finalStatus` is the status the admin chose (completed or confirmed). */
export function ConfirmBookingDialog(props: { booking: AdminBooking; finalStatus: string; onClose: () => void }) {
  const { booking } = props;
  const performers = performersOfCity(useStore($performers).data ?? [], booking.location);
  const [form, setForm] = useState<ConfirmForm>(() => initialForm(booking));
  const [calculating, setCalculating] = useState(true);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const warning = advanceWarning(booking.advanceStatus);
  const warningId = useId();
  const set = <K extends keyof ConfirmForm>(key: K, value: ConfirmForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    let live = true;
    const request = priceRequest(booking);
    const calculation = request ? apiRequest('POST', '/api/pricing/calculate', request).then(cashFromCalculation) : Promise.resolve(null);
    calculation
      .catch(() => null)
      .then((cash) => {
        if (!live) return;
        if (cash === null) showToast({ title: 'Pricing calculation failed, using 70% fallback', variant: 'destructive' });
        set('cashAmount', cash ?? fallbackCashAmount(booking.totalPrice));
        setCalculating(false);
      });
    return () => {
      live = false;
    };
  }, [booking]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmFormSchema(booking.totalPrice).safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ConfirmForm] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await confirmBooking(booking.id, parsed.data.cashAmount, changedFields(booking, parsed.data), props.finalStatus);
      showToast({ title: 'Booking completed and email sent successfully' });
      props.onClose();
    } catch (error) {
      setFailure(errorText(error));
      setSending(false);
    }
  };

  const busy = calculating || sending;
  const slot = (kind: 'stripperIds' | 'waiterIds', label: string) =>
    form[kind].map((value, index) => (
      <Field key={`${kind}-${index}`} label={`${label} ${index + 1}`}>
        {(aria) => (
          <select
            {...aria}
            className={controlClass}
            value={value}
            onChange={(e) => set(kind, form[kind].map((v, i) => (i === index ? e.target.value : v)))}
          >
            <option value={NO_PERFORMER}>No specific performer</option>
            {performers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    ));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !sending && props.onClose()}
      title="Confirm Booking"
      description={`Booking #${bookingReference(booking.id)} for ${booking.customerName}: the customer receives a confirmation e-mail with the cash amount due on the show day.`}
    >
      <form onSubmit={submit} noValidate>
        {warning && (
          <p id={warningId} data-testid="advance-warning" className="mb-4 rounded-lg border border-gold/60 bg-gold/10 p-3 text-sm text-gold-light">
            <strong className="text-white">Advance not received: </strong>
            {warning}
          </p>
        )}
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          {slot('stripperIds', 'Male stripper')}
          {slot('waiterIds', 'Topless waiter')}
          <Field label="Performance style" error={errors.performanceStyle}>
            {(aria) => (
              <select {...aria} className={controlClass} value={form.performanceStyle} onChange={(e) => set('performanceStyle', e.target.value)}>
                {PERFORMANCE_STYLES.map((style) => (
                  <option key={style} value={style}>
                    {style[0]!.toUpperCase() + style.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Service type" error={errors.serviceType}>
            {(aria) => (
              <select {...aria} className={controlClass} value={form.serviceType} onChange={(e) => set('serviceType', e.target.value)}>
                <option value="">Choose a service type</option>
                {[...new Set([...SERVICE_TYPES, booking.serviceType].filter(Boolean))].map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Duration (minutes)" hint="30-300 minutes" error={errors.duration}>
            {(aria) => (
              <input
                {...aria}
                type="number"
                inputMode="numeric"
                min={30}
                max={300}
                step={15}
                className={controlClass}
                value={Number.isNaN(form.duration) ? '' : form.duration}
                onChange={(e) => set('duration', e.target.value === '' ? Number.NaN : Number(e.target.value))}
              />
            )}
          </Field>
          <Field
            label="Cash amount (THB)"
            hint={calculating ? 'Calculating correct amount...' : `Paid in cash on the show day; total price ${formatBaht(booking.totalPrice)}.`}
            error={errors.cashAmount}
          >
            {(aria) => (
              <input
                {...aria}
                type="number"
                inputMode="numeric"
                min={1}
                max={booking.totalPrice}
                step={1}
                className={controlClass}
                value={calculating || Number.isNaN(form.cashAmount) ? '' : form.cashAmount}
                onChange={(e) => set('cashAmount', e.target.value === '' ? Number.NaN : Number(e.target.value))}
              />
            )}
          </Field>
        </fieldset>
        {failure && (
          <p role="alert" className="mt-4 rounded-lg border border-error/50 p-3 text-sm text-error">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={smallButton} onClick={props.onClose} disabled={sending}>
            Cancel
          </button>
          <button type="submit" className="btn-gold" disabled={busy} aria-describedby={warning ? warningId : undefined}>
            {sending ? 'Sending...' : 'Confirm and send e-mail'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
