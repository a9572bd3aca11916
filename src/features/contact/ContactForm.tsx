/**
 * The contact inquiry form (island): validated on blur with the shared schema, toasts the outcome. Its words
 * come from the server (contact-words.ts), so the island ships no catalogue.
 */
import { useEffect } from 'react';
import type { z } from 'zod';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ContactFields } from '@/components/ui/ContactFields';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { lazyRules } from '@/components/ui/lazy-rules';
import { usePublicForm } from '@/components/ui/usePublicForm';
import type { Locale } from '@/lib/i18n';
import { queryKey } from './contact-query';
import type { ContactWords } from './contact-words';
import type { contactFormSchema } from './contact.schema';

type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;

const rules = lazyRules<FormInput, FormOutput>(() => import('./contact-form-validation'));

const EMPTY: FormInput = { firstName: '', lastName: '', email: '', phone: '', inquiryType: '' as never, message: '', privacy: false };

/**
 * The form in the page's language (`locale`, its `words` said in it); `?type=custom` (or another inquiry
 * type) pre-selects the inquiry type, `?city=chiang-mai` starts the message.
 */
export default function ContactForm({ locale = 'en', words: w }: { locale?: Locale; words: ContactWords }) {
  const { form, formProps, end } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/contacts',
    words: w,
    locale,
    body: ({ privacy: _notSent, ...contact }: FormOutput) => contact,
  });
  const { field, update, errors } = form;

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const type = queryKey(query.get('type'), w.inquiries);
    // A city booked on request arrives with its name in the message, so the customer only adds the details.
    const city = queryKey(query.get('city'), w.cityMessages);
    const message = city && w.cityMessages[city];
    update({ ...(type && { inquiryType: type }), ...(message && { message }) });
    // Once, after hydration: the address is read on the page, never rendered on the server.
  }, [w, update]);

  const errorOf = (name: keyof FormInput) => errors[name];
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={w.firstName}
          autoComplete="given-name"
          maxLength={w.limits.firstName}
          error={errorOf('firstName')}
          {...field('firstName')}
        />
        <TextField
          label={w.lastName}
          autoComplete="family-name"
          maxLength={w.limits.lastName}
          error={errorOf('lastName')}
          {...field('lastName')}
        />
      </div>
      <ContactFields labels={w} form={form} limits={w.limits} />
      <SelectField
        label={w.inquiryType}
        placeholder={w.inquiryPlaceholder}
        options={Object.entries(w.inquiries).map(([value, label]) => ({ value, label }))}
        error={errorOf('inquiryType')}
        {...field('inquiryType')}
      />
      <TextField
        multiline
        label={w.message}
        rows={6}
        maxLength={w.limits.message}
        placeholder={w.messagePlaceholder}
        error={errorOf('message')}
        {...field('message')}
      />
      <CheckboxField
        label={
          <>
            {w.acceptBefore}{' '}
            <a href={w.privacyHref} className="text-gold underline">
              {w.acceptPrivacy}
            </a>{' '}
            {w.acceptAnd}{' '}
            <a href={w.termsHref} className="text-gold underline">
              {w.acceptTerms}
            </a>
          </>
        }
        error={errorOf('privacy')}
        {...form.checkbox('privacy')}
      />
      {end}
    </form>
  );
}
