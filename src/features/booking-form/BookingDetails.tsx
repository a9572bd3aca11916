/**
 * Step two of the booking page, loaded when the customer first focuses or taps the form (and at the latest
 * on NEXT): the Contact Details with the show length, the performers and their availability, the partner code
 * and SUBMIT BOOKING. The first step needs none of it, so a phone loads and runs less script before the page
 * can be used. Its state lives in BookingPage, so BACK and NEXT keep every choice.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Form } from '@/components/ui/use-form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useLocale } from '@/components/ui/locale-context';
import { MAX_DURATION } from '@/content/services';
import type { BookingFormInput, BookingFormValues } from '@/features/booking/booking.schema';
import { takesRole } from '@/features/performers/performer-filter';
import { formatDurationHours } from '@/lib/dates';
import { isPastEvent, isRealDate, isValidTime } from '@/lib/event-time';
import { formatBaht } from '@/lib/money';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import ContactDetails from './ContactDetails';
import PerformerChoice from './PerformerChoice';
import type { BookablePerformer } from './useBookingData';

/** What the details step shows and changes; BookingPage owns all of it. */
export interface BookingDetailsProps {
  form: Form<BookingFormInput, BookingFormValues>;
  stripper: string;
  waiter: string;
  needStrippers: number;
  needWaiters: number;
  /** The show length in minutes, the packages' own, and what an extra minute costs once a quote says so. */
  duration: number;
  baseDuration: number;
  extraTimeRate: number | undefined;
  onExtraMinutes: (minutes: number) => void;
  cityPerformers: BookablePerformer[];
  onPerformers: (name: 'selectedStrippers' | 'selectedWaiters', ids: string[]) => void;
  /** A complete slot (city, service, real future date and time): only then is availability asked. */
  slotChosen: boolean;
  availability: { loading: boolean; failed: boolean; unavailable: Set<string> | null };
  /** What the availability check's 429 says, once its words are loaded ('' before). */
  tooOftenText: string;
  unticked: string;
  partnerCode: string;
  partnerError: string;
  onPartnerCode: (code: string) => void;
  submitError: string;
  submitting: boolean;
  countsOk: boolean;
  onBack: () => void;
}

/**
 * What the page says once the details are open (none of it can be needed before): the performers a new slot
 * unticked, a wrong count of performers, a failed submit, the price's extra time and double-duty discount. Said here, so the first step's words stay short.
 */
export function detailsWords(locale: Locale) {
  const o = { locale };
  return {
    unticked: (names: string[]) => {
      const joined = { names: names.join(m.bk_and({}, o)) };
      return names.length === 1 ? m.bk_unticked_one(joined, o) : m.bk_unticked_many(joined, o);
    },
    aPerformer: m.bk_a_performer({}, o),
    // The price box's double-duty discount: a performer chosen as stripper and waiter, on this step.
    discount: m.price_discount({}, o),
    discountApplied: m.bk_discount_applied({}, o),
    wrongStrippers: m.bk_wrong_strippers({}, o),
    wrongWaiters: m.bk_wrong_waiters({}, o),
    submitFailed: m.bk_submit_failed({}, o),
    extraTime: (inputs: { who: string; minutes: number; rate: string; waiters: string }) => m.price_extra_time(inputs, o),
    extraWaiters: (count: number) => m.price_extra_waiters({ count }, o),
  };
}

/** What the page says once the details are open (detailsWords' answer). */
export type DetailsWords = ReturnType<typeof detailsWords>;

/** Whether a date and time make a complete slot still ahead (only then is availability asked). */
export function slotIsComplete(date: string, time: string): boolean {
  return isRealDate(date) && isValidTime(time) && !isPastEvent(date, time);
}

/** The details section, scrolled into view when it opens. */
export default function BookingDetails(props: BookingDetailsProps) {
  const { form, stripper, waiter, needStrippers, needWaiters, duration, baseDuration, extraTimeRate, availability } = props;
  const locale = useLocale();
  const o = { locale };
  const { values, errors } = form;
  const anyService = stripper !== 'none' || waiter !== 'none';
  const section = useRef<HTMLElement>(null);
  // Scrolled in the frame the section first shows (a tap aimed at it never lands while it starts moving), smoothly
  // unless the reader asked for less motion (the page's scroll-behavior).
  useLayoutEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section ref={section} aria-labelledby="details-title" className="scroll-mt-20 space-y-6">
      <h2 id="details-title" className="text-2xl">
        {m.bk_contact_details({}, o)}
      </h2>
      <ContactDetails
        form={form}
        slotExtra={
          <SelectField
            label={m.bk_show_length({}, o)}
            name="duration"
            value={duration - baseDuration}
            onChange={(e) => props.onExtraMinutes(Number(e.target.value))}
            disabled={!anyService}
            options={Array.from({ length: Math.floor((MAX_DURATION - baseDuration) / 30) + 1 }, (_, i) => i * 30).map((extra) => ({
              value: String(extra),
              label: `${locale === 'en' ? formatDurationHours(baseDuration + extra) : m.bk_hours({ hours: (baseDuration + extra) / 60 }, o)}${
                extra === 0
                  ? m.bk_included({}, o)
                  : extraTimeRate === undefined
                    ? m.bk_extra_minutes({ minutes: extra }, o)
                    : m.bk_extra_minutes_price({ minutes: extra, amount: formatBaht(extra * extraTimeRate) }, o)
              }`,
            }))}
          />
        }
        performers={
          <>
            {stripper !== 'none' && (
              <PerformerChoice
                id="selectedStrippers"
                legend={m.bk_male_strippers({}, o)}
                required={needStrippers}
                selected={values.selectedStrippers}
                performers={props.cityPerformers.filter((p) => takesRole(p, 'stripper'))}
                hint={stripper === 'duo' ? m.bk_hint_duo({}, o) : m.bk_hint_one({}, o)}
                error={errors.selectedStrippers}
                unavailable={availability.unavailable}
                onChange={(ids) => props.onPerformers('selectedStrippers', ids)}
              />
            )}
            {waiter !== 'none' && (
              <PerformerChoice
                id="selectedWaiters"
                legend={m.bk_topless_waiters({}, o)}
                required={needWaiters}
                selected={values.selectedWaiters}
                performers={props.cityPerformers.filter((p) => takesRole(p, 'waiter'))}
                hint={m.bk_hint_waiters({ count: needWaiters }, o)}
                error={errors.selectedWaiters}
                unavailable={availability.unavailable}
                onChange={(ids) => props.onPerformers('selectedWaiters', ids)}
              />
            )}
            {!anyService && <p className="text-sm">{m.bk_choose_service_first({}, o)}</p>}
            {anyService && (
              // One line kept when empty: the answer landing does not move SUBMIT BOOKING from under a tap.
              <p className="min-h-[1lh] text-sm" data-testid="availability-state">
                {!props.slotChosen
                  ? m.bk_pick_slot({}, o)
                  : availability.loading
                    ? m.bk_checking({}, o)
                    : availability.failed
                      ? m.bk_still_send({ reason: props.tooOftenText || m.bk_availability_failed({}, o) }, o)
                      : ''}
              </p>
            )}
            <p role="status" className="text-sm font-semibold text-gold empty:hidden">
              {props.unticked}
            </p>
          </>
        }
      />
      <TextField
        label={m.bk_partner_code({}, o)}
        name="partnerCode"
        optional={m.forms_optional({}, o)}
        autoComplete="off"
        maxLength={32}
        value={props.partnerCode}
        error={props.partnerError || undefined}
        onChange={(e) => props.onPartnerCode(e.target.value)}
      />
      {props.submitError && (
        <p role="alert" className="rounded-lg border border-rose p-3 text-sm text-white">
          {props.submitError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn-outline" onClick={props.onBack}>
          {m.bk_back({}, o)}
        </button>
        <button
          type="submit"
          className="btn-gold disabled:cursor-not-allowed disabled:opacity-50"
          disabled={props.submitting || !props.countsOk}
        >
          {props.submitting ? m.bk_submitting({}, o) : m.bk_submit({}, o)}
        </button>
      </div>
    </section>
  );
}
