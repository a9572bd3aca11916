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
import { LocaleContext } from '@/components/ui/locale-context';
import { localHref, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { contactToasts } from './contact-messages';
import { cityRequestMessage, CONTACT_LIMITS, INQUIRY_VALUES, inquiryTypeFromQuery } from './contact-fields';
import type { contactFormSchema } from './contact.schema';

type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;

const rules = lazyRules<FormInput, FormOutput>(() => import('./contact-form-validation'));

const EMPTY: FormInput = { firstName: '', lastName: '', email: '', phone: '', inquiryType: '' as never, message: '', privacy: false };

// The inquiry types' labels in each language (the values and their order are contact-fields.ts').
const INQUIRY_MESSAGES = {
  booking: m.forms_inquiry_booking,
  performer: m.forms_inquiry_performer,
  custom: m.forms_inquiry_custom,
  general: m.forms_inquiry_general,
} as const;

/**
 * The form in the page's language (`locale`); `?type=custom` (or another inquiry type) pre-selects the
 * inquiry type, `?city=chiang-mai` starts the message.
 */
export default function ContactForm({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  const toasts = contactToasts(locale);
  const { form, honeypot, formProps } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/contacts',
    sent: toasts.sent,
    failed: toasts.failed,
    locale,
    body: ({ privacy: _notSent, ...contact }: FormOutput) => contact,
  });
  const { field, update, errors, submitting } = form;

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const type = inquiryTypeFromQuery(query.get('type'));
    // A city booked on request arrives with its name in the message, so the customer only adds the details.
    const message = cityRequestMessage(query.get('city'), locale);
    update({ ...(type && { inquiryType: type }), ...(message && { message }) });
    // Once, after hydration: the address is read on the page, never rendered on the server.
  }, [locale, update]);

  const errorOf = (name: keyof FormInput) => errors[name];
  return (
    <LocaleContext.Provider value={locale}>
      <form {...formProps} aria-label={m.forms_contact_form({}, o)} className="relative space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={m.forms_first_name({}, o)}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.firstName}
            error={errorOf('firstName')}
            {...field('firstName')}
          />
          <TextField
            label={m.forms_last_name({}, o)}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.lastName}
            error={errorOf('lastName')}
            {...field('lastName')}
          />
        </div>
        <ContactFields
          email={field('email')}
          phone={field('phone')}
          errors={{ email: errorOf('email'), phone: errorOf('phone') }}
          limits={CONTACT_LIMITS}
        />
        <SelectField
          label={m.forms_inquiry_type({}, o)}
          placeholder={m.forms_inquiry_placeholder({}, o)}
          options={INQUIRY_VALUES.map((value) => ({ value, label: INQUIRY_MESSAGES[value]({}, o) }))}
          error={errorOf('inquiryType')}
          {...field('inquiryType')}
        />
        <TextField
          multiline
          label={m.forms_message({}, o)}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={m.forms_message_placeholder({}, o)}
          error={errorOf('message')}
          {...field('message')}
        />
        <HoneypotField inputRef={honeypot} />
        <CheckboxField
          label={
            <>
              {m.forms_accept_before({}, o)}{' '}
              <a href={localHref('/privacy', locale)} className="text-gold underline">
                {m.forms_accept_privacy({}, o)}
              </a>{' '}
              {m.forms_accept_and({}, o)}{' '}
              <a href={localHref('/terms', locale)} className="text-gold underline">
                {m.forms_accept_terms({}, o)}
              </a>
            </>
          }
          error={errorOf('privacy')}
          {...form.checkbox('privacy')}
        />
        <SubmitButton pending={submitting} pendingLabel={m.forms_sending({}, o)}>
          {m.forms_send({}, o)}
        </SubmitButton>
      </form>
    </LocaleContext.Provider>
  );
}
