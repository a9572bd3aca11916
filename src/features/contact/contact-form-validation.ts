/** The contact form's validation, loaded on the form's first focus or tap (lazyRules in ContactForm). */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from './contact.schema';

export const resolver = zodResolver(contactFormSchema);
