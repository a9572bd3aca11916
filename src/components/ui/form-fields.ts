/**
 * Zod building blocks for public form fields, shared by every form schema so the same input gets
 * the same trimming, limits and messages everywhere (island and API route alike). Each rule's message
 * is its code (ruleMessage), said in the reader's language from the catalogue.
 */
import '@/lib/zod-csp';
import { z } from 'zod';
import { ruleMessage, type ErrorParams, type PlainCode } from '@/lib/error-codes';

/** A code of a field's length limit (`{ max }`). */
type TooLongCode = { [C in keyof ErrorParams]: ErrorParams[C] extends { max: number } ? C : never }[keyof ErrorParams];

/** A required single text: trimmed, `required` when empty, at most `max` characters (`tooLong`). */
export function requiredText(required: PlainCode, max: number, tooLong: TooLongCode) {
  return z
    .string({ error: ruleMessage(required) })
    .trim()
    .min(1, { error: ruleMessage(required), abort: true })
    .max(max, ruleMessage(tooLong, { max }));
}

/** An optional text: trimmed, at most `max` characters (`tooLong`); empty or missing becomes undefined. */
export function optionalText(max: number, tooLong: TooLongCode) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max, ruleMessage(tooLong, { max })).optional(),
  );
}

/** A required e-mail address: `email_required` when empty, else it must be valid (`email_invalid`). */
export function emailField(max = 254) {
  return z
    .string({ error: ruleMessage('email_required') })
    .trim()
    .min(1, { error: ruleMessage('email_required'), abort: true })
    .max(max, { error: ruleMessage('email_too_long', { max }), abort: true })
    .pipe(z.email(ruleMessage('email_invalid')));
}
