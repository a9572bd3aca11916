/**
 * The messages every public form's rules share (form-fields.ts), for each form's translator
 * (messageTranslator) to know along with its own. (The server's rate limit is said from its code: server-issues.ts.)
 */
import type { MessagePattern, PlainMessage } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** The shared fields' messages without a number in them. */
export const FIELD_MESSAGES: PlainMessage[] = [m.forms_email_required, m.v_email_invalid];

/** The shared messages with a number: the length limits of form-fields.ts. */
export const FIELD_PATTERNS: MessagePattern[] = [
  [/^[\w ]+ must be at most (\d+) characters$/, ([, max = ''], locale) => m.v_too_long({ max }, { locale })],
];
