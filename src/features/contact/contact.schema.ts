/**
 * The contact form's one schema (spec sections 3 and 5), shared by the island and POST /api/contacts.
 * Every field has a length limit; the privacy box belongs to the form only and is never sent.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/components/ui/form-fields';
import { ruleMessage } from '@/lib/error-codes';
import { localeField } from '@/lib/locale-field';
import { CONTACT_LIMITS, INQUIRY_VALUES } from './contact-fields';

/** The body of POST /api/contacts. */
export const contactSchema = z.object({
  // A name has at least one letter, in any script; emoji or digits alone name no one.
  firstName: requiredText('first_name_required', CONTACT_LIMITS.firstName, 'first_name_too_long').regex(
    /\p{L}/u,
    ruleMessage('name_no_letter'),
  ),
  lastName: requiredText('last_name_required', CONTACT_LIMITS.lastName, 'last_name_too_long').regex(
    /\p{L}/u,
    ruleMessage('name_no_letter'),
  ),
  email: emailField(CONTACT_LIMITS.email),
  phone: optionalText(CONTACT_LIMITS.phone, 'phone_too_long'),
  inquiryType: z.enum(INQUIRY_VALUES, { error: ruleMessage('inquiry_required') }),
  message: requiredText('message_required', CONTACT_LIMITS.message, 'message_too_long'),
  locale: localeField,
});

/** A valid contact request as stored. */
export type ContactInput = z.output<typeof contactSchema>;

/** The form: the body plus the privacy box, which must be ticked but is not sent. */
export const contactFormSchema = contactSchema.extend({
  privacy: z.boolean().refine((v) => v, ruleMessage('privacy_required')),
});
