/**
 * A form's rules said in the reader's language: `validate` runs the form's zod schema, whose messages are
 * codes (lib/error-codes.ts `ruleMessage`), and says each field's problem from its code; `words` are the same
 * messages, by which lib/say-refusal.ts says the field issues the API answers (their `code` and `params`).
 * Imported by a form's lazily loaded validation module only, with the messages of that form's codes.
 */
import type { z } from 'zod';
import { codedMessage, ruleReason, type ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';

/** Each field's first problem, keyed by the field (the top of the issue's path), in the reader's language. */
export type FieldErrors = Partial<Record<string, string>>;

/** The outcome of a form's rules: its parsed values, or each failing field's message. */
export type Checked<O> = { values: O; errors?: undefined } | { values?: undefined; errors: FieldErrors };

/** What a form's validation module exports: `validate` (the values said in `locale`) and `words`. */
export interface CodedRules<I, O> {
  validate: (values: I, locale: Locale) => Promise<Checked<O>>;
  /** The messages of the form's codes: the API's field issues are said by them (lib/say-refusal.ts `sayFields`). */
  words: Partial<ErrorMessages>;
}

/** `validate` and `words` of `schema`, whose codes `messages` say (every code its rules give). */
export function codedRules<S extends z.ZodType>(schema: S, messages: Partial<ErrorMessages>): CodedRules<z.input<S>, z.output<S>> {
  return {
    validate: async (values, locale) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data };
      const errors: FieldErrors = {};
      // A list's item (`interestedIn.0`) is said on its list: the field the reader sees.
      for (const issue of result.error.issues)
        errors[String(issue.path[0] ?? '')] ??= codedMessage(messages, ruleReason(issue.message) ?? {}, locale) ?? issue.message;
      return { errors };
    },
    words: messages,
  };
}
