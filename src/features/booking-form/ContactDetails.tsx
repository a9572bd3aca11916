/**
 * Step two of the booking page: the Contact Details form fields (the performer lists are passed in).
 * The city is chosen once, above; the event's date and time come before the performers, whose
 * availability depends on them.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass } from '@/components/ui/field-ids';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from '@/features/booking/booking-options';
import type { BookingFormInput } from '@/features/booking/booking.schema';
import { todayInBangkok } from '@/lib/event-time';
import { controlProps, Field } from './Field';
import { useLocale } from '@/components/ui/locale-context';
import { optionMessage } from '@/features/booking/option-labels';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

interface Props {
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>;
  /** Fields asked with the date and time, before the performers (the show length). */
  slotExtra?: ReactNode;
  performers: ReactNode;
}

const options = (group: 'venue' | 'sound' | 'occasion', map: Record<string, string>, locale: Locale) =>
  Object.keys(map).map((value) => (
    <option key={value} value={value}>
      {optionMessage(group, value, locale) ?? map[value]}
    </option>
  ));

/** Full Name, Email, Phone, Address, Venue Type, Sound System, Occasion, date, time, performers, requests. */
export default function ContactDetails({ register, errors, slotExtra, performers }: Props) {
  const locale = useLocale();
  const o = { locale };
  const e = (name: keyof BookingFormInput) => errors[name]?.message;
  const text = (name: 'name' | 'email' | 'phone' | 'address', label: string, type: string, autoComplete: string) => (
    <Field id={name} label={label} error={e(name)}>
      <input {...register(name)} {...controlProps(name, e(name))} type={type} autoComplete={autoComplete} className={controlClass} />
    </Field>
  );
  const select = (
    name: 'venueType' | 'soundSystem' | 'occasion',
    label: string,
    group: 'venue' | 'sound' | 'occasion',
    map: Record<string, string>,
  ) => (
    <Field id={name} label={label} error={e(name)}>
      <select {...register(name)} {...controlProps(name, e(name))} className={controlClass}>
        <option value="">{m.bk_select({}, o)}</option>
        {options(group, map, locale)}
      </select>
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', m.bk_full_name({}, o), 'text', 'name')}
      {text('email', m.bk_email({}, o), 'email', 'email')}
      {text('phone', m.bk_phone({}, o), 'tel', 'tel')}
      <div className="sm:col-span-2">{text('address', m.bk_address({}, o), 'text', 'street-address')}</div>
      {select('venueType', m.bk_venue_type({}, o), 'venue', VENUE_TYPES)}
      {select('soundSystem', m.bk_sound_system({}, o), 'sound', SOUND_SYSTEM)}
      {select('occasion', m.bk_occasion({}, o), 'occasion', OCCASIONS)}
      <Field id="eventDate" label={m.bk_event_date({}, o)} error={e('eventDate')}>
        <input
          {...register('eventDate')}
          {...controlProps('eventDate', e('eventDate'))}
          type="date"
          min={todayInBangkok()}
          className={controlClass}
        />
      </Field>
      <Field id="eventTime" label={m.bk_event_time({}, o)} error={e('eventTime')}>
        <input {...register('eventTime')} {...controlProps('eventTime', e('eventTime'))} type="time" className={controlClass} />
      </Field>
      {slotExtra}
      <div className="space-y-3 sm:col-span-2">
        <p className="text-sm font-semibold text-white">{m.bk_choose_performers({}, o)}</p>
        {performers}
      </div>
      <div className="sm:col-span-2">
        <Field id="specialRequests" label={m.bk_special_requests({}, o)} error={e('specialRequests')}>
          <textarea
            {...register('specialRequests')}
            {...controlProps('specialRequests', e('specialRequests'))}
            rows={4}
            className={controlClass}
          />
        </Field>
      </div>
    </div>
  );
}
