/**
 * The messages every public form's rules share (form-fields.ts, and the server's rate limit shown in the
 * failure toast), for each form's translator (messageTranslator) to know along with its own.
 */
import type { MessagePattern, PlainMessage } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** The shared fields' messages without a number in them. */
export const FIELD_MESSAGES: PlainMessage[] = [m.forms_email_required, m.v_email_invalid];

/** The shared messages with a number: the length limits of form-fields.ts and the public forms' rate limit. */
export const FIELD_PATTERNS: MessagePattern[] = [
  [/^[\w ]+ must be at most (\d+) characters$/, ([, max = ''], locale) => m.v_too_long({ max }, { locale })],
  [
    /^You have sent several messages in a short time\. Please try again in (\d+) minutes? or e-mail us at (\S+)\.$/,
    ([, minutes = '', email = ''], locale) => m.forms_rate_limited({ minutes, email }, { locale }),
  ],
];
