/**
 * A form's rules said in the reader's language: the resolver runs the form's zod schema, whose messages are
 * codes (lib/error-codes.ts `ruleMessage`), and says each field's problem from its code; `said` does the same
 * for the field issues the API answers (their `code` and `params`). Imported by a form's lazily loaded
 * validation module only, with the messages of that form's codes.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldIssue } from '@/lib/api-client';
import { codedMessage, ruleReason, type ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';

/** What a form's validation module exports: its resolver (the useForm context is the page's language) and `said`. */
export interface CodedRules<I extends FieldValues, O> {
  resolver: Resolver<I, Locale, O>;
  /** The API's field issues with their messages said in `locale` from their code (the server's words otherwise). */
  said: (issues: FieldIssue[], locale: Locale) => FieldIssue[];
}

/** A rule's message (zod's), or an issue the API answered (with its code), said in `locale` by `messages`; any other text stays as it is. */
export function sayIssue(messages: Partial<ErrorMessages>, issue: Pick<FieldIssue, 'message' | 'code' | 'params'>, locale: Locale): string {
  return codedMessage(messages, issue.code ? issue : (ruleReason(issue.message) ?? {}), locale) ?? issue.message;
}

/** The resolver and `said` of `schema`, whose codes `messages` say (every code its rules give). */
export function codedRules<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  messages: Partial<ErrorMessages>,
): CodedRules<z.input<S>, z.output<S>> {
  return {
    resolver: async (values, locale = 'en', options) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of result.error.issues)
        errors[issue.path.join('.')] ??= { type: issue.code, message: sayIssue(messages, { message: issue.message }, locale) };
      return { values: {}, errors: toNestErrors(errors, options) };
    },
    said: (issues, locale) => issues.map((issue) => ({ ...issue, message: sayIssue(messages, issue, locale) })),
  };
}
