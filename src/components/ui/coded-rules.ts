/**
 * A form's rules said in the reader's language: `validate` runs the form's zod schema, whose messages are
 * codes (lib/error-codes.ts `ruleMessage`), and says each field's problem from its code; `said` does the same
 * for the field issues the API answers (their `code` and `params`). Imported by a form's lazily loaded
 * validation module only, with the messages of that form's codes.
 */
import type { z } from 'zod';
import type { FieldIssue } from '@/lib/api-client';
import { codedMessage, ruleReason, type ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';

/** Each field's first problem, keyed by the field (the top of the issue's path), in the reader's language. */
export type FieldErrors = Partial<Record<string, string>>;

/** The outcome of a form's rules: its parsed values, or each failing field's message. */
export type Checked<O> = { values: O; errors?: undefined } | { values?: undefined; errors: FieldErrors };

/** What a form's validation module exports: `validate` (the values said in `locale`) and `said`. */
export interface CodedRules<I, O> {
  validate: (values: I, locale: Locale) => Promise<Checked<O>>;
  /** The API's field issues with their messages said in `locale` from their code (the server's words otherwise). */
  said: (issues: FieldIssue[], locale: Locale) => FieldIssue[];
}

/** A rule's message (zod's), or an issue the API answered (with its code), said in `locale` by `messages`; any other text stays as it is. */
export function sayIssue(messages: Partial<ErrorMessages>, issue: Pick<FieldIssue, 'message' | 'code' | 'params'>, locale: Locale): string {
  return codedMessage(messages, issue.code ? issue : (ruleReason(issue.message) ?? {}), locale) ?? issue.message;
}

/** `validate` and `said` of `schema`, whose codes `messages` say (every code its rules give). */
export function codedRules<S extends z.ZodType>(schema: S, messages: Partial<ErrorMessages>): CodedRules<z.input<S>, z.output<S>> {
  return {
    validate: async (values, locale) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data };
      const errors: FieldErrors = {};
      // A list's item (`interestedIn.0`) is said on its list: the field the reader sees.
      for (const issue of result.error.issues)
        errors[String(issue.path[0] ?? '')] ??= sayIssue(messages, { message: issue.message }, locale);
      return { errors };
    },
    said: (issues, locale) => issues.map((issue) => ({ ...issue, message: sayIssue(messages, issue, locale) })),
  };
}
