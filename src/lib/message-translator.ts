/**
 * Validation messages in the page's language. A form's rules (zod schemas shared with the API) speak the
 * spec's English; a page in another language shows each message's catalogue translation. Each form lists
 * only the messages its rules can give, so only those compiled functions ship with its island.
 */
import type { Locale } from '@/lib/i18n';

/** A compiled catalogue message without inputs (`m.key`). */
export type PlainMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** An English message with a number in it (`… at most 100 characters`) and its translation. */
export type MessagePattern = [pattern: RegExp, translate: (match: RegExpExecArray, locale: Locale) => string];

/** Translates a message of the rules into `locale`; a message it does not know stays as it is. */
export type MessageTranslator = (message: string | undefined, locale: Locale) => string | undefined;

/** A translator knowing `messages` (matched by their English text) and the `patterns`, tried in order. */
export function messageTranslator(messages: PlainMessage[], patterns: MessagePattern[] = []): MessageTranslator {
  const byText = new Map(messages.map((message) => [message({}, { locale: 'en' }), message]));
  return (message, locale) => {
    if (!message || locale === 'en') return message;
    const known = byText.get(message);
    if (known) return known({}, { locale });
    for (const [pattern, translate] of patterns) {
      const match = pattern.exec(message);
      if (match) return translate(match, locale);
    }
    return message;
  };
}
