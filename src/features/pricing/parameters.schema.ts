/** The pricing parameter form, shared by the Pricing Parameters tab and its routes (spec section 5). */
import { z } from 'zod';
import { CITIES, citiesText } from '@/content/cities';
import { NO_STRIPPER_SERVICE_TYPE, STRIPPER_SERVICE_TYPES } from '@/content/services';

/** The kinds of pricing parameter. */
export const PARAMETER_TYPES = ['male_stripper_rate', 'waiter_rate', 'double_duty_supplement', 'double_duty_discount'] as const;

const SERVICE_TYPE_RULE = "serviceType must be specified for male_stripper_rate and 'NONE' for other parameter types";

/** Fields of a pricing parameter, before the cross-field rule. */
export const parameterFieldsSchema = z.object({
  parameterType: z.enum(PARAMETER_TYPES, {
    error: 'parameterType must be male_stripper_rate, waiter_rate, double_duty_supplement or double_duty_discount',
  }),
  location: z
    .string({ error: 'Location is required' })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(CITIES, { error: `Location must be ${citiesText('or', CITIES)}` })),
  serviceType: z
    .string({ error: 'serviceType must be text' })
    .transform((v) => v.trim().toUpperCase() || 'NONE')
    .default('NONE'),
  value: z.number({ error: 'Value must be a number' }).int('Value must be a whole number of baht').positive('Value must be positive'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});

/** A full, valid pricing parameter: serviceType given for male_stripper_rate and NONE otherwise. */
export const parameterSchema = parameterFieldsSchema.superRefine((value, context) => {
  const stripper = value.parameterType === 'male_stripper_rate';
  const valid = stripper ? STRIPPER_SERVICE_TYPES.includes(value.serviceType) : value.serviceType === NO_STRIPPER_SERVICE_TYPE;
  if (!valid) context.addIssue({ code: 'custom', path: ['serviceType'], message: SERVICE_TYPE_RULE });
});
/** A validated pricing parameter. */
export type ParameterInput = z.infer<typeof parameterSchema>;
