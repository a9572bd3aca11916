/**
 * The application form's one schema (spec sections 3 and 5), shared by the island and
 * POST /api/applications. Applicants must be adults: age is a whole number of at least 18.
 */
import { z } from 'zod';
import { localeField } from '@/lib/locale-field';
import { CITIES } from '@/content/cities';
import { emailField, optionalText } from '@/components/ui/form-fields';
import { APPLICATION_LIMITS, INTERESTS, MINIMUM_AGE } from './application-fields';

const atLeastTwo = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(2, { error: message, abort: true }).max(max, `${label} must be at most ${max} characters`);

/** Age as typed (text or number): whole, 18 or more, stored as its plain digits. */
const ageField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'Please enter your age' })
    .trim()
    .min(1, { error: 'Please enter your age', abort: true })
    .regex(/^\d{1,3}$/, { error: 'Age must be a whole number', abort: true })
    .transform((digits) => Number(digits))
    .refine((age) => age >= MINIMUM_AGE, `You must be at least ${MINIMUM_AGE} years old to apply`)
    .refine((age) => age <= 99, 'Please enter your real age')
    .transform(String),
);

/** The body of POST /api/applications. */
export const applicationSchema = z.object({
  name: atLeastTwo('Name must be at least 2 characters', APPLICATION_LIMITS.name, 'Name'),
  stageName: atLeastTwo('Stage name must be at least 2 characters', APPLICATION_LIMITS.stageName, 'Stage name'),
  email: emailField(APPLICATION_LIMITS.email),
  phone: optionalText(APPLICATION_LIMITS.phone, 'Phone number'),
  location: z.enum(CITIES, { error: 'Please select your location' }),
  interestedIn: z
    .array(z.enum(INTERESTS, { error: 'Please choose from the listed options' }), {
      error: 'Please select at least one option',
    })
    .transform((list) => INTERESTS.filter((interest) => list.includes(interest)))
    .refine((list) => list.length > 0, 'Please select at least one option'),
  age: ageField,
  additionalDetails: optionalText(APPLICATION_LIMITS.additionalDetails, 'Additional details'),
  locale: localeField,
});

/** A valid application as stored. */
export type ApplicationInput = z.output<typeof applicationSchema>;
