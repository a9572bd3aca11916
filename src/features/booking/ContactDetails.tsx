/**
 * Step two of the booking page: the Contact Details form fields (the performer lists are passed in).
 * The city is chosen once, above; the event's date and time come before the performers, whose
 * availability depends on them.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass } from '@/components/ui/field-ids';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import type { BookingFormInput } from './booking.schema';
import { todayInBangkok } from '@/lib/event-time';
import { controlProps, Field } from './Field';

interface Props {
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>;
  /** Fields asked with the date and time, before the performers (the show length). */
  slotExtra?: ReactNode;
  performers: ReactNode;
}

const options = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

/** Full Name, Email, Phone, Address, Venue Type, Sound System, Occasion, date, time, performers, requests. */
export default function ContactDetails({ register, errors, slotExtra, performers }: Props) {
  const e = (name: keyof BookingFormInput) => errors[name]?.message;
  const text = (name: 'name' | 'email' | 'phone' | 'address', label: string, type: string, autoComplete: string) => (
    <Field id={name} label={label} error={e(name)}>
      <input {...register(name)} {...controlProps(name, e(name))} type={type} autoComplete={autoComplete} className={controlClass} />
    </Field>
  );
  const select = (name: 'venueType' | 'soundSystem' | 'occasion', label: string, map: Record<string, string>) => (
    <Field id={name} label={label} error={e(name)}>
      <select {...register(name)} {...controlProps(name, e(name))} className={controlClass}>
        <option value="">Select...</option>
        {options(map)}
      </select>
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', 'Full Name', 'text', 'name')}
      {text('email', 'Email', 'email', 'email')}
      {text('phone', 'Phone', 'tel', 'tel')}
      <div className="sm:col-span-2">{text('address', 'Address', 'text', 'street-address')}</div>
      {select('venueType', 'Venue Type', VENUE_TYPES)}
      {select('soundSystem', 'Sound System', SOUND_SYSTEM)}
      {select('occasion', 'Occasion', OCCASIONS)}
      <Field id="eventDate" label="Event Date" error={e('eventDate')}>
        <input
          {...register('eventDate')}
          {...controlProps('eventDate', e('eventDate'))}
          type="date"
          min={todayInBangkok()}
          className={controlClass}
        />
      </Field>
      <Field id="eventTime" label="Event Time" error={e('eventTime')}>
        <input {...register('eventTime')} {...controlProps('eventTime', e('eventTime'))} type="time" className={controlClass} />
      </Field>
      {slotExtra}
      <div className="space-y-3 sm:col-span-2">
        <p className="text-sm font-semibold text-white">Choose Performers</p>
        {performers}
      </div>
      <div className="sm:col-span-2">
        <Field id="specialRequests" label="Special Requests" error={e('specialRequests')}>
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
