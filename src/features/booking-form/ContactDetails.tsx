/**
 * Step two of the booking page: the Contact Details form fields (the performer lists are passed in).
 * The city is chosen once, above; the event's date and time come before the performers, whose
 * availability depends on them.
 */
import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { Form } from '@/components/ui/use-form';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from '@/features/booking/booking-options';
import type { BookingFormInput, BookingFormValues } from '@/features/booking/booking.schema';
import { todayInBangkok } from '@/lib/event-time';
import { useLocale } from '@/components/ui/locale-context';
import { optionMessage } from '@/features/booking/option-labels';
import { m } from '@/paraglide/messages';

interface Props {
  form: Form<BookingFormInput, BookingFormValues>;
  /** Fields asked with the date and time, before the performers (the show length). */
  slotExtra?: ReactNode;
  performers: ReactNode;
}

/** Full Name, Email, Phone, Address, Venue Type, Sound System, Occasion, date, time, performers, requests. */
export default function ContactDetails({ form, slotExtra, performers }: Props) {
  const locale = useLocale();
  const o = { locale };
  const { field, errors } = form;
  const text = (name: 'name' | 'email' | 'phone' | 'address', label: string, type: string, autoComplete: string) => (
    <TextField label={label} type={type} autoComplete={autoComplete} error={errors[name]} {...field(name)} />
  );
  const select = (
    name: 'venueType' | 'soundSystem' | 'occasion',
    label: string,
    group: 'venue' | 'sound' | 'occasion',
    map: Record<string, string>,
  ) => (
    <SelectField
      label={label}
      placeholder={m.bk_select({}, o)}
      options={Object.keys(map).map((value) => ({ value, label: optionMessage(group, value, locale) ?? map[value]! }))}
      error={errors[name]}
      {...field(name)}
    />
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
      <TextField label={m.bk_event_date({}, o)} type="date" min={todayInBangkok()} error={errors.eventDate} {...field('eventDate')} />
      <TextField label={m.bk_event_time({}, o)} type="time" error={errors.eventTime} {...field('eventTime')} />
      {slotExtra}
      <div className="space-y-3 sm:col-span-2">
        <p className="text-sm font-semibold text-white">{m.bk_choose_performers({}, o)}</p>
        {performers}
      </div>
      <TextField
        className="sm:col-span-2"
        multiline
        rows={4}
        label={m.bk_special_requests({}, o)}
        error={errors.specialRequests}
        {...field('specialRequests')}
      />
    </div>
  );
}
