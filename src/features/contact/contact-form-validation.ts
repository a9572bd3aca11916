/** The contact form's validation, loaded on the form's first focus or tap (lazyRules in ContactForm). */
import { codedRules } from '@/components/ui/coded-rules';
import { CONTACT_ERRORS } from './contact-errors';
import { contactFormSchema } from './contact.schema';

export const { validate, words } = codedRules(contactFormSchema, CONTACT_ERRORS);
