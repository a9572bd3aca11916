/**
 * The reader every public form endpoint uses: a per-client rate limit, the capped JSON body
 * (415/413/400), the honeypot, then the form's schema. A trapped bot gets the same 201 a person would, so it
 * learns nothing, and nothing is stored or mailed.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { getDb, type Db } from '@/lib/server/db';
import { json, parse, route, type HttpError } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests, type RateLimitRule } from '@/lib/server/rate-limit';
import { clientAddress, readJson } from '@/lib/server/request';
import { site } from '@/lib/site';
import { honeypotFilled } from './honeypot';

/** The public forms that are rate limited separately. */
export type PublicForm = 'contact' | 'application';

/** At most 5 submissions per 10 minutes per client address per form: plenty for a person. */
export const PUBLIC_FORM_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Cap for form bodies: the longest form is ~7,500 characters, 4 bytes each at worst. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

/** The 429 for a client that has sent too many submissions of one form. */
export function formRateLimited(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    retryAfterSeconds,
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or e-mail us at ${site.email}.`,
  );
}

/** The answer a honeypot bot gets: indistinguishable from a real 201. */
export function trappedResponse(): Response {
  return json({ id: crypto.randomUUID() }, 201);
}

/**
 * Rate limit, read the JSON body, spring the honeypot, validate with schema; in that order
 * (cheapest refusal first). Throws HttpError 429/415/413/400; answers null when a bot filled the
 * honeypot, and the route then sends `trappedResponse()`.
 */
export async function readPublicForm<S extends z.ZodType>(
  context: Pick<APIContext, 'request' | 'clientAddress'>,
  form: PublicForm,
  schema: S,
): Promise<z.output<S> | null> {
  const hit = hitRateLimit(getDb(), `form:${form}:${clientAddress(context)}`, PUBLIC_FORM_RATE_LIMIT);
  if (!hit.allowed) throw formRateLimited(hit.retryAfterSeconds);
  const body = await readJson(context.request, { limit: PUBLIC_FORM_BODY_LIMIT });
  return honeypotFilled(body) ? null : parse(schema, body);
}

/**
 * The POST route of a public form: read as `readPublicForm` does, stored by `submit`, 201 {id}
 * (the same answer a honeypot bot gets).
 */
export function publicFormRoute<S extends z.ZodType>(
  form: PublicForm,
  schema: S,
  submit: (db: Db, input: z.output<S>) => Promise<{ id: string }>,
): APIRoute {
  return route(async (context) => {
    const input = await readPublicForm(context, form, schema);
    if (!input) return trappedResponse();
    const { id } = await submit(getDb(), input);
    return json({ id }, 201);
  });
}
