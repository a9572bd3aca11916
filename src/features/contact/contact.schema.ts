/**
 * The contact form's one schema (spec sections 3 and 5), shared by the island and POST /api/contacts.
 * Every field has a length limit; the privacy box belongs to the form only and is never sent.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/components/ui/form-fields';

/** The inquiry types of spec section 3, with their labels, in form order. */
export const INQUIRY_TYPES = [
  { value: 'booking', label: 'Booking Inquiry' },
  { value: 'performer', label: 'Performer Information' },
  { value: 'custom', label: 'Custom Request' },
  { value: 'general', label: 'General Information' },
] as const;

/** An inquiry type key. */
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

const inquiryValues = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];

/** Field limits, also used as maxLength on the inputs. */
export const CONTACT_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 40, message: 5000 } as const;

/** The body of POST /api/contacts. */
export const contactSchema = z.object({
  firstName: requiredText('First name is required', CONTACT_LIMITS.firstName, 'First name'),
  lastName: requiredText('Last name is required', CONTACT_LIMITS.lastName, 'Last name'),
  email: emailField(CONTACT_LIMITS.email),
  phone: optionalText(CONTACT_LIMITS.phone, 'Phone number'),
  inquiryType: z.enum(inquiryValues, { error: 'Please select an inquiry type' }),
  message: requiredText('Please describe your luxury experience', CONTACT_LIMITS.message, 'Message'),
});

/** A valid contact request as stored. */
export type ContactInput = z.output<typeof contactSchema>;

/** The form: the body plus the privacy box, which must be ticked but is not sent. */
export const contactFormSchema = contactSchema.extend({
  privacy: z.boolean().refine((v) => v, 'You must accept the privacy policy and terms of service'),
});

/** The label of an inquiry type key. */
export function inquiryLabel(type: InquiryType): string {
  return INQUIRY_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** The inquiry type named by a ?type= query value, if it is one. */
export function inquiryTypeFromQuery(value: string | null): InquiryType | undefined {
  return inquiryValues.find((t) => t === value?.trim().toLowerCase());
}
