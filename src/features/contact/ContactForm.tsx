/** The contact inquiry form (island): validated on blur with the shared schema, toasts the outcome. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { formFailure } from '@/components/ui/server-issues';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { apiRequest } from '@/lib/api-client';
import { HoneypotField } from '@/features/spam/HoneypotField';
import { HONEYPOT_FIELD } from '@/features/spam/honeypot';
import { showToast } from '@/features/toast/toast-store';
import { CONTACT_FAILED, CONTACT_SENT } from './contact-messages';
import { CONTACT_LIMITS, contactFormSchema, INQUIRY_TYPES, inquiryTypeFromQuery } from './contact.schema';

type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;

const EMPTY: FormInput = { firstName: '', lastName: '', email: '', phone: '', inquiryType: '' as never, message: '', privacy: false };
const FIELDS = Object.keys(EMPTY);

/** The form; `?type=custom` (or another inquiry type) pre-selects the inquiry type. */
export default function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(contactFormSchema), mode: 'onBlur', defaultValues: EMPTY });

  useEffect(() => {
    const type = inquiryTypeFromQuery(new URLSearchParams(window.location.search).get('type'));
    if (type) setValue('inquiryType', type);
  }, [setValue]);

  const onSubmit = async ({ privacy: _notSent, ...contact }: FormOutput) => {
    try {
      await apiRequest('POST', '/api/contacts', { ...contact, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      const description = formFailure(error, FIELDS, (field, issue) => setError(field as Path<FormInput>, issue), CONTACT_FAILED.description);
      showToast({ ...CONTACT_FAILED, description, variant: 'destructive' });
      return;
    }
    showToast(CONTACT_SENT);
    reset(EMPTY);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" maxLength={CONTACT_LIMITS.firstName} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" maxLength={CONTACT_LIMITS.lastName} error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" optional type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} error={errors.phone?.message} {...register('phone')} />
      </div>
      <SelectField label="Inquiry Type" placeholder="Select an inquiry type" options={INQUIRY_TYPES} error={errors.inquiryType?.message} {...register('inquiryType')} />
      <TextField
        multiline
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        placeholder="Tell us about your event: date, city, number of guests and what you have in mind."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField inputRef={honeypot} />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <a href="/privacy" className="text-gold underline">privacy policy</a> and{' '}
            <a href="/terms" className="text-gold underline">terms of service</a>
          </>
        }
        error={errors.privacy?.message}
        {...register('privacy')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="SENDING...">
        SEND MESSAGE
      </SubmitButton>
    </form>
  );
}
