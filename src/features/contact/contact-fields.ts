/**
 * The contact form's choices and limits, without zod: the form shows them before its validation is
 * loaded; contact.schema.ts checks answers against the same values.
 */

/** The inquiry types of spec section 3, with their labels, in form order. */
export const INQUIRY_TYPES = [
  { value: 'booking', label: 'Booking Inquiry' },
  { value: 'performer', label: 'Performer Information' },
  { value: 'custom', label: 'Custom Request' },
  { value: 'general', label: 'General Information' },
] as const;

/** An inquiry type key. */
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

/** The inquiry type keys, in form order. */
export const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];

/** Field limits, also used as maxLength on the inputs. */
export const CONTACT_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 40, message: 5000 } as const;

/** The label of an inquiry type key. */
export function inquiryLabel(type: InquiryType): string {
  return INQUIRY_TYPES.find((t) => t.value === type)?.label ?? type;
}
