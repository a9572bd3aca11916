/** The performer application form (island): validated on blur with the shared schema, toasts the outcome. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxGroup } from '@/components/ui/CheckboxGroup';
import { SelectField } from '@/components/ui/SelectField';
import { formFailure } from '@/components/ui/server-issues';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { CITIES, CITY_NAMES } from '@/content/cities';
import { apiRequest } from '@/lib/api-client';
import { HoneypotField } from '@/features/spam/HoneypotField';
import { HONEYPOT_FIELD } from '@/features/spam/honeypot';
import { showToast } from '@/features/toast/toast-store';
import { APPLICATION_LIMITS, applicationSchema, INTERESTS, MINIMUM_AGE } from './application.schema';
import { APPLICATION_FAILED, APPLICATION_SENT } from './join-messages';

type FormInput = z.input<typeof applicationSchema>;
type FormOutput = z.output<typeof applicationSchema>;

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
const FIELDS = Object.keys(EMPTY);
const LOCATIONS = CITIES.map((city) => ({ value: city, label: CITY_NAMES[city] }));

/** The form; the submit button reads 'SUBMITTING...' while sending. */
export default function ApplicationForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(applicationSchema), mode: 'onBlur', defaultValues: EMPTY });

  const onSubmit = async (application: FormOutput) => {
    try {
      await apiRequest('POST', '/api/applications', { ...application, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      const description = formFailure(error, FIELDS, (field, issue) => setError(field as Path<FormInput>, issue), APPLICATION_FAILED.description);
      showToast({ ...APPLICATION_FAILED, description, variant: 'destructive' });
      return;
    }
    showToast(APPLICATION_SENT);
    reset(EMPTY);
  };

  const interestError = errors.interestedIn?.message ?? (errors.interestedIn as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Application form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" maxLength={APPLICATION_LIMITS.name} error={errors.name?.message} {...register('name')} />
        <TextField label="Stage Name" autoComplete="off" maxLength={APPLICATION_LIMITS.stageName} error={errors.stageName?.message} {...register('stageName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" maxLength={APPLICATION_LIMITS.email} error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" optional type="tel" autoComplete="tel" maxLength={APPLICATION_LIMITS.phone} error={errors.phone?.message} {...register('phone')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Location" placeholder="Select your location" options={LOCATIONS} error={errors.location?.message} {...register('location')} />
        <TextField
          label="Age"
          inputMode="numeric"
          maxLength={APPLICATION_LIMITS.age}
          hint={`You must be ${MINIMUM_AGE} or over to apply.`}
          error={errors.age?.message}
          {...register('age')}
        />
      </div>
      <CheckboxGroup legend="I am interested in" name="interestedIn" options={INTERESTS} error={interestError} register={register('interestedIn')} />
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
