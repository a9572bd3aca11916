/**
 * The application form's one schema (spec sections 3 and 5), shared by the island and
 * POST /api/applications. Applicants must be adults: age is a whole number of at least 18.
 */
import { z } from 'zod';
import { ruleMessage, type PlainCode } from '@/lib/error-codes';
import { localeField } from '@/lib/locale-field';
import { CITIES } from '@/content/cities';
import { emailField, optionalText } from '@/components/ui/form-fields';
import { APPLICATION_LIMITS, INTERESTS, MINIMUM_AGE } from './application-fields';

const atLeastTwo = (short: PlainCode, max: number, tooLong: 'name_too_long' | 'stage_name_too_long') =>
  z
    .string({ error: ruleMessage(short) })
    .trim()
    .min(2, { error: ruleMessage(short), abort: true })
    .max(max, ruleMessage(tooLong, { max }));

/** Age as typed (text or number): whole, 18 or more, stored as its plain digits. */
const ageField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: ruleMessage('age_required') })
    .trim()
    .min(1, { error: ruleMessage('age_required'), abort: true })
    .regex(/^\d{1,3}$/, { error: ruleMessage('age_whole'), abort: true })
    .transform((digits) => Number(digits))
    .refine((age) => age >= MINIMUM_AGE, ruleMessage('age_minimum', { age: MINIMUM_AGE }))
    .refine((age) => age <= 99, ruleMessage('age_real'))
    .transform(String),
);

/** The body of POST /api/applications. */
export const applicationSchema = z.object({
  name: atLeastTwo('name_short', APPLICATION_LIMITS.name, 'name_too_long'),
  stageName: atLeastTwo('stage_name_short', APPLICATION_LIMITS.stageName, 'stage_name_too_long'),
  email: emailField(APPLICATION_LIMITS.email),
  phone: optionalText(APPLICATION_LIMITS.phone, 'phone_too_long'),
  location: z.enum(CITIES, { error: ruleMessage('location_required') }),
  interestedIn: z
    .array(z.enum(INTERESTS, { error: ruleMessage('interest_invalid') }), {
      error: ruleMessage('interest_required'),
    })
    .transform((list) => INTERESTS.filter((interest) => list.includes(interest)))
    .refine((list) => list.length > 0, ruleMessage('interest_required')),
  age: ageField,
  additionalDetails: optionalText(APPLICATION_LIMITS.additionalDetails, 'details_too_long'),
  locale: localeField,
});

/** A valid application as stored. */
export type ApplicationInput = z.output<typeof applicationSchema>;
