/**
 * The contact form's one schema (spec sections 3 and 5), shared by the island and POST /api/contacts.
 * Every field has a length limit; the privacy box belongs to the form only and is never sent.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/components/ui/form-fields';
import { localeField } from '@/lib/locale-field';
import { CONTACT_LIMITS, INQUIRY_VALUES } from './contact-fields';

/** The body of POST /api/contacts. */
export const contactSchema = z.object({
  firstName: requiredText('First name is required', CONTACT_LIMITS.firstName, 'First name'),
  lastName: requiredText('Last name is required', CONTACT_LIMITS.lastName, 'Last name'),
  email: emailField(CONTACT_LIMITS.email),
  phone: optionalText(CONTACT_LIMITS.phone, 'Phone number'),
  inquiryType: z.enum(INQUIRY_VALUES, { error: 'Please select an inquiry type' }),
  message: requiredText('Please describe your luxury experience', CONTACT_LIMITS.message, 'Message'),
  locale: localeField,
});

/** A valid contact request as stored. */
export type ContactInput = z.output<typeof contactSchema>;

/** The form: the body plus the privacy box, which must be ticked but is not sent. */
export const contactFormSchema = contactSchema.extend({
  privacy: z.boolean().refine((v) => v, 'You must accept the privacy policy and terms of service'),
});
