/** The optional `locale` of a public form's body: the language of the page it was sent from; absent means English. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { LOCALES } from './i18n';

/** `locale: "en" | "th"`, optional (absent: English); any other value is a 400 naming the choices. */
export const localeField = z.enum(LOCALES, { error: `locale must be ${LOCALES.join(' or ')}` }).optional();
