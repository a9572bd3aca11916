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
import { HoneypotField } from '@/components/ui/HoneypotField';
import { APPLICATION_LIMITS, INTERESTS, MINIMUM_AGE } from './application-fields';
import type { applicationSchema } from './application.schema';
import { APPLICATION_FAILED, APPLICATION_SENT } from './join-messages';

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
const LOCATIONS = CITIES.map((city) => ({ value: city, label: CITY_NAMES[city] }));

/** The form; the submit button reads 'SUBMITTING...' while sending. */
export default function ApplicationForm() {
  const { form, honeypot, formProps } = usePublicForm({
    rules,
    empty: EMPTY,
    endpoint: '/api/applications',
    sent: APPLICATION_SENT,
    failed: APPLICATION_FAILED,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const interestError = errors.interestedIn?.message ?? (errors.interestedIn as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form {...formProps} aria-label="Application form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={APPLICATION_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Stage Name"
          autoComplete="off"
          maxLength={APPLICATION_LIMITS.stageName}
          error={errors.stageName?.message}
          {...register('stageName')}
        />
      </div>
      <ContactFields email={register('email')} phone={register('phone')} errors={errors} limits={APPLICATION_LIMITS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Location"
          placeholder="Select your location"
          options={LOCATIONS}
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          label="Age"
          inputMode="numeric"
          maxLength={APPLICATION_LIMITS.age}
          hint={`You must be ${MINIMUM_AGE} or over to apply.`}
          error={errors.age?.message}
          {...register('age')}
        />
      </div>
      <CheckboxGroup
        legend="I am interested in"
        name="interestedIn"
        options={INTERESTS}
        error={interestError}
        register={register('interestedIn')}
      />
      <TextField
        multiline
        optional
        label="Additional Details"
        rows={5}
        maxLength={APPLICATION_LIMITS.additionalDetails}
        placeholder="Experience, languages, photos or social links we can look at, and your availability."
        error={errors.additionalDetails?.message}
        {...register('additionalDetails')}
      />
      <HoneypotField inputRef={honeypot} />
      <SubmitButton pending={isSubmitting} pendingLabel="SUBMITTING...">
        SUBMIT APPLICATION
      </SubmitButton>
    </form>
  );
}
