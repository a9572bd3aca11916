/** The performer application form (island): validated on blur with the shared schema, toasts the outcome. */
import type { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/CheckboxGroup';
import { ContactFields } from '@/components/ui/ContactFields';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { lazyRules } from '@/components/ui/lazy-rules';
import { usePublicForm } from '@/components/ui/usePublicForm';
import { CITIES, CITY_NAMES } from '@/content/cities';
import { cityMessage } from '@/features/booking/option-labels';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { LocaleContext } from '@/components/ui/locale-context';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { APPLICATION_LIMITS, INTERESTS, MINIMUM_AGE } from './application-fields';
import type { applicationSchema } from './application.schema';
import { applicationToasts } from './join-messages';

type FormInput = z.input<typeof applicationSchema>;
type FormOutput = z.output<typeof applicationSchema>;

const rules = lazyRules<FormInput, FormOutput>(() => import('./application-form-validation'));

const EMPTY = {
  name: '',
  stageName: '',
  email: '',
  phone: '',
  location: '',
  interestedIn: [],
  age: '',
  additionalDetails: '',
} as unknown as FormInput;

// What each interest reads on the page (INTERESTS' order); the English values are what is sent.
const INTEREST_MESSAGES = [m.forms_interest_stripper, m.forms_interest_waiter];

/** The form in the page's language (`locale`); the submit button reads 'SUBMITTING...' while sending. */
export default function ApplicationForm({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  const locations = CITIES.map((city) => ({ value: city, label: cityMessage(city, locale) ?? CITY_NAMES[city] }));
  const toasts = applicationToasts(locale);
  const { form, honeypot, formProps } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/applications',
    sent: toasts.sent,
    failed: toasts.failed,
    locale,
  });
  const { field, errors, submitting } = form;
  const errorOf = (name: keyof FormInput) => errors[name];
  return (
    <LocaleContext.Provider value={locale}>
      <form {...formProps} aria-label={m.forms_join_form({}, o)} className="relative space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={m.forms_full_name({}, o)}
            autoComplete="name"
            maxLength={APPLICATION_LIMITS.name}
            error={errorOf('name')}
            {...field('name')}
          />
          <TextField
            label={m.forms_stage_name({}, o)}
            autoComplete="off"
            maxLength={APPLICATION_LIMITS.stageName}
            error={errorOf('stageName')}
            {...field('stageName')}
          />
        </div>
        <ContactFields
          email={field('email')}
          phone={field('phone')}
          errors={{ email: errorOf('email'), phone: errorOf('phone') }}
          limits={APPLICATION_LIMITS}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={m.forms_location({}, o)}
            placeholder={m.forms_location_placeholder({}, o)}
            options={locations}
            error={errorOf('location')}
            {...field('location')}
          />
          <TextField
            label={m.forms_age({}, o)}
            inputMode="numeric"
            maxLength={APPLICATION_LIMITS.age}
            hint={m.forms_age_hint({ age: MINIMUM_AGE }, o)}
            error={errorOf('age')}
            {...field('age')}
          />
        </div>
        <CheckboxGroup
          legend={m.forms_interested_in({}, o)}
          name="interestedIn"
          options={INTERESTS}
          labels={INTEREST_MESSAGES.map((message) => message({}, o))}
          error={errorOf('interestedIn')}
          option={(value) => form.option('interestedIn', value)}
        />
        <TextField
          multiline
          optional
          label={m.forms_details({}, o)}
          rows={5}
          maxLength={APPLICATION_LIMITS.additionalDetails}
          placeholder={m.forms_details_placeholder({}, o)}
          error={errorOf('additionalDetails')}
          {...field('additionalDetails')}
        />
        <HoneypotField inputRef={honeypot} />
        <SubmitButton pending={submitting} pendingLabel={m.forms_submitting({}, o)}>
          {m.forms_submit({}, o)}
        </SubmitButton>
      </form>
    </LocaleContext.Provider>
  );
}
