/** The application form's validation, loaded on the form's first focus or tap (lazyRules in ApplicationForm). */
import { codedRules } from '@/components/ui/coded-rules';
import { JOIN_ERRORS } from './join-errors';
import { applicationSchema } from './application.schema';

export const { validate, words } = codedRules(applicationSchema, JOIN_ERRORS);
