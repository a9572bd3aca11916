/** The application form's validation, loaded on the form's first focus or tap (lazyRules in ApplicationForm). */
import { zodResolver } from '@hookform/resolvers/zod';
import { applicationSchema } from './application.schema';

export const resolver = zodResolver(applicationSchema);
