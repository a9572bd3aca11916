/**
 * Zod building blocks for public form fields, shared by every form schema so the same input gets
 * the same trimming, limits and messages everywhere (island and API route alike).
 */
import '@/lib/zod-csp';
import { z } from 'zod';

/** A required single text: trimmed, `required` when empty, at most `max` characters. */
export function requiredText(required: string, max: number, label: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text: trimmed, at most `max` characters; empty or missing becomes undefined. */
export function optionalText(max: number, label: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );
}

/** A required e-mail address: 'Email is required' when empty, else it must be valid. */
export function emailField(max = 254) {
  return z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(max, { error: `Email must be at most ${max} characters`, abort: true })
    .pipe(z.email('Please enter a valid email address'));
}
