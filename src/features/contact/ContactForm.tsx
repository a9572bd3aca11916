/** The contact inquiry form (island): validated on blur with the shared schema, toasts the outcome. */
import { useEffect } from 'react';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ContactFields } from '@/components/ui/ContactFields';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { lazyRules } from '@/components/ui/lazy-rules';
import { usePublicForm } from '@/components/ui/usePublicForm';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { CONTACT_FAILED, CONTACT_SENT } from './contact-messages';
import { cityRequestMessage, CONTACT_LIMITS, INQUIRY_TYPES, inquiryTypeFromQuery } from './contact-fields';
import type { contactFormSchema } from './contact.schema';

type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;

const rules = lazyRules<FormInput, FormOutput>(() => import('./contact-form-validation'));

const EMPTY: FormInput = { firstName: '', lastName: '', email: '', phone: '', inquiryType: '' as never, message: '', privacy: false };

/** The form; `?type=custom` (or another inquiry type) pre-selects the inquiry type, `?city=chiang-mai` starts the message. */
export default function ContactForm() {
  const { form, honeypot, formProps } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/contacts',
    sent: CONTACT_SENT,
    failed: CONTACT_FAILED,
    body: ({ privacy: _notSent, ...contact }: FormOutput) => contact,
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const type = inquiryTypeFromQuery(query.get('type'));
    if (type) setValue('inquiryType', type);
    // A city booked on request arrives with its name in the message, so the customer only adds the details.
    const message = cityRequestMessage(query.get('city'));
    if (message) setValue('message', message);
  }, [setValue]);

  return (
    <form {...formProps} aria-label="Contact form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.firstName}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.lastName}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <ContactFields email={register('email')} phone={register('phone')} errors={errors} limits={CONTACT_LIMITS} />
      <SelectField
        label="Inquiry Type"
        placeholder="Select an inquiry type"
        options={INQUIRY_TYPES}
        error={errors.inquiryType?.message}
        {...register('inquiryType')}
      />
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
            <a href="/privacy" className="text-gold underline">
              privacy policy
            </a>{' '}
            and{' '}
            <a href="/terms" className="text-gold underline">
              terms of service
            </a>
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
