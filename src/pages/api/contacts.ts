import { contactSchema } from '@/features/contact/contact.schema';
import { submitContact } from '@/features/contact/contact.server';
import { publicFormRoute } from '@/lib/server/public-form';

export const prerender = false;

/** A contact inquiry from /contact: 201 {id} once stored (the agency is e-mailed). */
export const POST = publicFormRoute('contact', contactSchema, submitContact);
