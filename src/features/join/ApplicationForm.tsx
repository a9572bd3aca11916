/**
 * The performer application form (island): validated on blur with the shared schema, toasts the outcome.
 * Its words come from the server (join-words.ts), so the island ships no catalogue.
 */
import type { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/CheckboxGroup';
import { ContactFields } from '@/components/ui/ContactFields';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { lazyRules } from '@/components/ui/lazy-rules';
import { usePublicForm } from '@/components/ui/usePublicForm';
import type { Locale } from '@/lib/i18n';
import { APPLICATION_LIMITS, INTERESTS } from './application-fields';
import type { applicationSchema } from './application.schema';
import type { ApplicationWords } from './join-words';

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

/** The form in the page's language (`locale`, its `words` said in it); the submit button reads 'SUBMITTING...' while sending. */
export default function ApplicationForm({ locale = 'en', words: w }: { locale?: Locale; words: ApplicationWords }) {
  const { form, formProps, end } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/applications',
    words: w,
    locale,
  });
  const { field, errors } = form;
  const errorOf = (name: keyof FormInput) => errors[name];
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={w.fullName} autoComplete="name" maxLength={APPLICATION_LIMITS.name} error={errorOf('name')} {...field('name')} />
        <TextField
          label={w.stageName}
          autoComplete="off"
          maxLength={APPLICATION_LIMITS.stageName}
          error={errorOf('stageName')}
          {...field('stageName')}
        />
      </div>
      <ContactFields labels={w} form={form} limits={APPLICATION_LIMITS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={w.location}
          placeholder={w.locationPlaceholder}
          options={w.locations}
          error={errorOf('location')}
          {...field('location')}
        />
        <TextField
          label={w.age}
          inputMode="numeric"
          maxLength={APPLICATION_LIMITS.age}
          hint={w.ageHint}
          error={errorOf('age')}
          {...field('age')}
        />
      </div>
      <CheckboxGroup
        legend={w.interestedIn}
        name="interestedIn"
        options={INTERESTS}
        labels={w.interests}
        error={errorOf('interestedIn')}
        option={(value) => form.option('interestedIn', value)}
      />
      <TextField
        multiline
        optional={w.optional}
        label={w.details}
        rows={5}
        maxLength={APPLICATION_LIMITS.additionalDetails}
        placeholder={w.detailsPlaceholder}
        error={errorOf('additionalDetails')}
        {...field('additionalDetails')}
      />
      {end}
    </form>
  );
}
