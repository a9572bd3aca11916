/** Step two of the booking page: the Contact Details form fields (the performer lists are passed in). */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass } from '@/components/ui/field-ids';
import { CITIES, CITY_NAMES } from '@/content/cities';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import type { BookingFormInput } from './booking.schema';
import { todayInBangkok } from '@/lib/event-time';
import { controlProps, Field } from './Field';

interface Props {
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>;
  /** The city chosen above; the City field shows it and changes it. */
  city: string;
  onCity: (city: string) => void;
  performers: ReactNode;
}

const options = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

/** Full Name, Email, Phone, City, Address, Venue Type, Sound System, Occasion, performers, date, time, requests. */
export default function ContactDetails({ register, errors, city: chosenCity, onCity, performers }: Props) {
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
  const city = register('location');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('name', 'Full Name', 'text', 'name')}
      {text('email', 'Email', 'email', 'email')}
      {text('phone', 'Phone', 'tel', 'tel')}
      <Field id="location" label="City" error={e('location')}>
        <select
          {...city}
          {...controlProps('location', e('location'))}
          className={controlClass}
          value={chosenCity}
          onChange={(ev) => onCity(ev.target.value)}
        >
          <option value="">Select...</option>
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {CITY_NAMES[c]}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">{text('address', 'Address', 'text', 'street-address')}</div>
      {select('venueType', 'Venue Type', VENUE_TYPES)}
      {select('soundSystem', 'Sound System', SOUND_SYSTEM)}
      {select('occasion', 'Occasion', OCCASIONS)}
      <div className="space-y-3 sm:col-span-2">
        <p className="text-sm font-semibold text-white">Choose Performers</p>
        {performers}
      </div>
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
