/**
 * The Confirm Booking dialog (spec sections 4 and 5): performers of the booking's city, style
 * (only those the service type offers), service type, duration and the cash due on the day, pre-filled from the price calculation (70%
 * of the total when it fails). Sending saves the booking and queues the customer's e-mail in the
 * outbox (the toast says so); on failure the dialog stays open with the error. Everything is disabled while calculating or sending. While the advance has not been
 * received a warning shows (and describes the send button); confirming stays allowed. The toast
 * names the status reached.
 */
import { usePerformers } from '@/features/performers/panel/use-performers';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { callPublicRoute } from '@/lib/public-route';
import { priceCalculationRoute } from '@/features/booking/booking.routes';
import { showToast } from '@/lib/toast-store';
import { sendAgencyConfirmation } from './bookings-api';
import { errorText } from '@/features/admin-panel/errors';
import { bookingReference, formatBaht } from '@/features/admin-panel/format';
import type { AdminBooking } from './bookings-api';
import { Modal, smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { priceLines } from '@/features/booking/price-lines';
import { agencyWordsIn } from '@/features/booking/agency-catalogue';
import { m as pm } from '@/paraglide-panel/messages';
import { $panelLocale, usePanelLocale } from '@/features/admin-panel/session-store';
import {
  bookingServices,
  cashFromCalculation,
  changedFields,
  CONFIRM_DURATION,
  confirmedToast,
  confirmedToastDescription,
  confirmDialogWords,
  confirmFormSchema,
  dialogMoney,
  fittingStyle,
  initialCash,
  initialForm,
  isConfirmDuration,
  NO_PERFORMER,
  performersOfCity,
  priceRequest,
  quoteFromCalculation,
  totalChangeWarning,
  type ConfirmForm,
} from './confirm-booking';
import { SERVICE_TYPES, stylesForService } from '@/content/services';
import { advanceWarning } from './advance-actions';
import { styleLabel } from './booking-row';
import { advancePaid } from '@/features/booking-life/payment-split';

type Errors = Partial<Record<keyof ConfirmForm, string>>;

/** The dialog for one booking; `finalStatus` is the status the admin chose (completed or confirmed). */
export function ConfirmBookingDialog(props: { booking: AdminBooking; finalStatus: 'confirmed' | 'completed'; onClose: () => void }) {
  const { booking } = props;
  const locale = usePanelLocale();
  const o = { locale };
  const performers = performersOfCity(usePerformers().data ?? [], booking.location);
  const [form, setForm] = useState<ConfirmForm>(() => initialForm(booking));
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const warning = advanceWarning(booking.advanceStatus, locale);
  const warningId = useId();
  const set = <K extends keyof ConfirmForm>(key: K, value: ConfirmForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  // The price at the dialog's show length: recalculated whenever a valid duration changes, so the total,
  // its 'Extra time' line and the cash due follow it (the server reprices the same way on confirming).
  const [priced, setPriced] = useState<{ key: string; quote: ReturnType<typeof quoteFromCalculation> } | null>(null);
  const requestKey = JSON.stringify(priceRequest(booking, isConfirmDuration(form.duration) ? form.duration : booking.duration));
  const calculating = priced?.key !== requestKey;
  useEffect(() => {
    let live = true;
    const request = JSON.parse(requestKey) as ReturnType<typeof priceRequest>;
    const calculation = request ? callPublicRoute(priceCalculationRoute, { body: request }) : Promise.resolve(null);
    // A failed calculation falls back to the stored amounts right here, so nothing awaits the chain.
    void calculation
      .catch(() => null)
      .then((answer) => {
        if (!live) return;
        const cash = cashFromCalculation(answer);
        const quote = quoteFromCalculation(answer);
        // Read when the answer comes, in the language the reader has then.
        if (cash === null) showToast({ title: pm.confirm_price_failed({}, { locale: $panelLocale.get() }), variant: 'destructive' });
        set('cashAmount', initialCash(booking, quote?.totalPrice ?? booking.totalPrice, cash));
        setPriced({ key: requestKey, quote });
      });
    return () => {
      live = false;
    };
  }, [booking, requestKey]);
  const quote = priced?.quote ?? null;
  const totalPrice = quote?.totalPrice ?? booking.totalPrice;
  // A paid advance fixes the cash: the rest of the total, shown and sent as it is.
  const paid = advancePaid(booking.advanceStatus);
  const money = Number.isFinite(form.cashAmount)
    ? dialogMoney(booking, totalPrice, form.cashAmount, quote?.advancePercent ?? booking.advancePercent)
    : null;
  const totalWarning = totalChangeWarning(booking, totalPrice, money, locale);
  // The summary's price lines of the money confirming would store, in the reader's words, as in the agency's e-mails.
  const lines = money
    ? priceLines({ ...money, services: bookingServices(booking), price: quote?.price ?? null }, agencyWordsIn(locale))
    : [];

  // A phone booking taken without an address gets no e-mail (the server sends none): the dialog promises none.
  const emailed = booking.customerEmail !== '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmFormSchema(totalPrice, locale).safeParse(form);
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
      await sendAgencyConfirmation(booking.id, parsed.data.cashAmount, changedFields(booking, parsed.data), props.finalStatus);
      showToast({
        title: confirmedToast(props.finalStatus, emailed, locale),
        ...(emailed && { description: confirmedToastDescription(props.finalStatus, locale) }),
      });
      props.onClose();
    } catch (error) {
      setFailure(errorText(error));
      setSending(false);
    }
  };

  const busy = calculating || sending;
  const words = confirmDialogWords(
    props.finalStatus,
    { reference: bookingReference(booking.id), customerName: booking.customerName, emailed },
    locale,
  );
  const slot = (kind: 'stripperIds' | 'waiterIds', label: (inputs: { number: number }, options: typeof o) => string) =>
    form[kind].map((value, index) => (
      <ChoiceField
        key={`${kind}-${index}`}
        label={label({ number: index + 1 }, o)}
        value={value}
        onChange={(id) =>
          set(
            kind,
            form[kind].map((v, i) => (i === index ? id : v)),
          )
        }
        choices={[
          { value: NO_PERFORMER, label: pm.confirm_no_performer({}, o) },
          ...performers.map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
    ));

  return (
    <Modal open onOpenChange={(open) => !open && !sending && props.onClose()} title={words.title} description={words.description}>
      <form onSubmit={submit} noValidate lang={locale}>
        {warning && (
          <p
            id={warningId}
            data-testid="advance-warning"
            className="mb-4 rounded-lg border border-gold/60 bg-gold/10 p-3 text-sm text-gold-light"
          >
            <strong className="text-white">{pm.confirm_advance_unpaid({}, o)}</strong> {warning}
          </p>
        )}
        {totalWarning && !calculating && (
          <p
            role="alert"
            data-testid="total-change-warning"
            className="mb-4 rounded-lg border border-gold/60 bg-gold/10 p-3 text-sm text-gold-light"
          >
            <strong className="text-white">{pm.confirm_total_changed_title({}, o)}</strong> {totalWarning}
          </p>
        )}
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          {slot('stripperIds', pm.confirm_stripper_slot)}
          {slot('waiterIds', pm.confirm_waiter_slot)}
          <ChoiceField
            label={pm.confirm_style({}, o)}
            error={errors.performanceStyle}
            value={form.performanceStyle}
            onChange={(style) => set('performanceStyle', style)}
            choices={stylesForService(form.serviceType)}
            text={(style) => styleLabel(style, locale)}
            hint={pm.confirm_style_hint({}, o)}
          />
          <ChoiceField
            label={pm.confirm_service_type({}, o)}
            error={errors.serviceType}
            value={form.serviceType}
            onChange={(type) => setForm((f) => ({ ...f, serviceType: type, performanceStyle: fittingStyle(type, f.performanceStyle) }))}
            choices={[
              { value: '', label: pm.confirm_service_type_choose({}, o) },
              ...new Set([...SERVICE_TYPES, booking.serviceType].filter(Boolean)),
            ]}
          />
          <Field label={pm.confirm_duration({}, o)} hint={pm.confirm_duration_hint(CONFIRM_DURATION, o)} error={errors.duration}>
            {(aria) => <NumberInput aria={aria} {...CONFIRM_DURATION} value={form.duration} onChange={(n) => set('duration', n)} />}
          </Field>
          <Field
            label={pm.confirm_cash({}, o)}
            hint={
              calculating
                ? pm.confirm_calculating({}, o)
                : paid
                  ? pm.confirm_cash_rest({ total: formatBaht(totalPrice), advance: formatBaht(booking.advanceAmount) }, o)
                  : pm.confirm_cash_on_day({ total: formatBaht(totalPrice) }, o)
            }
            error={errors.cashAmount}
          >
            {(aria) => (
              <NumberInput
                aria={aria}
                min={1}
                max={totalPrice}
                step={1}
                readOnly={paid}
                value={calculating ? Number.NaN : form.cashAmount}
                onChange={(n) => set('cashAmount', n)}
              />
            )}
          </Field>
        </fieldset>
        {!calculating && (
          <dl className="mt-4 space-y-1 rounded-lg border border-ink-line p-3 text-sm" data-testid="confirm-price-lines" aria-live="polite">
            {lines.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt>{label}</dt>
                <dd className="font-semibold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {failure && (
          <p role="alert" className="mt-4 rounded-lg border border-error/50 p-3 text-sm text-error">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={smallButton} onClick={props.onClose} disabled={sending}>
            {pm.confirm_cancel({}, o)}
          </button>
          <button type="submit" className="btn-gold" disabled={busy} aria-describedby={warning ? warningId : undefined}>
            {sending ? pm.confirm_sending({}, o) : emailed ? pm.confirm_submit_mailed({}, o) : pm.confirm_submit({}, o)}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A number input that is empty while its value is NaN (cleared, or not known yet). */
function NumberInput(props: {
  aria: object;
  min: number;
  max: number;
  step: number;
  value: number;
  readOnly?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <input
      {...props.aria}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      step={props.step}
      readOnly={props.readOnly}
      className={controlClass}
      value={Number.isNaN(props.value) ? '' : props.value}
      onChange={(e) => props.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}
