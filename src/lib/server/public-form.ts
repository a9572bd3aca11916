/**
 * The reader every public form endpoint uses: the capped JSON body (415/413/400), the honeypot, the
 * form's schema, and a per-client rate limit counted in the transaction that stores the submission.
 * A trapped bot gets the same 201 a person would, so it learns nothing, and nothing is stored or mailed.
 */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { getDb, type Db } from './db';
import { HttpError, json, parse, route } from './http';
import { hitRateLimit, tooManyRequests, type RateLimitRule } from './rate-limit';
import { clientKey, readJson } from './request';
import { commitWrite } from './write-batch';
import { site } from '@/lib/site';
import { honeypotFilled } from '@/lib/honeypot';

/** The public forms that are rate limited separately. */
export type PublicForm = 'contact' | 'application';

/** At most 5 submissions per 10 minutes per client address per form: plenty for a person. */
export const PUBLIC_FORM_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Cap for form bodies: the longest form is ~7,500 characters, 4 bytes each at worst. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

/** The 429 for a client that has sent too many submissions of one form: coded `form_rate_limited` {minutes, email}. */
export function formRateLimited(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(retryAfterSeconds, {
    reason: { code: 'form_rate_limited', params: { minutes, email: site.email } },
  });
}

/** The answer a honeypot bot gets: indistinguishable from a real 201. */
export function trappedResponse(): Response {
  return json({ id: crypto.randomUUID() }, 201);
}

/**
 * Read the JSON body, spring the honeypot, validate with schema; in that order (cheapest refusal
 * first). Throws HttpError 415/413/400; answers null when a bot filled the honeypot, and the route
 * then sends `trappedResponse()`. Counts nothing: `publicFormRoute` counts every submission.
 */
export async function readPublicForm<S extends z.ZodType>(context: Pick<APIContext, 'request'>, schema: S): Promise<z.output<S> | null> {
  const body = await readJson(context.request, { limit: PUBLIC_FORM_BODY_LIMIT });
  return honeypotFilled(body) ? null : parse(schema, body);
}

/** Runs a form's store step in the write transaction that also counts the client's submission. */
export type FormCommit = <T>(store: (db: Db) => T) => Promise<T>;

/**
 * The POST route of a public form: read as `readPublicForm` does, then `submit` stores it through
 * `commit`, one durable commit holding both the client's counted submission and the stored rows;
 * 201 {id} (the same answer a honeypot bot gets). Every submission counts, refused or trapped ones
 * in a commit of their own; past the limit the answer is 429 and nothing is stored.
 */
export function publicFormRoute<S extends z.ZodType>(
  form: PublicForm,
  schema: S,
  submit: (input: z.output<S>, commit: FormCommit) => Promise<{ id: string }>,
): APIRoute {
  return route(async (context) => {
    const key = `form:${form}:${clientKey(context)}`;
    const count = (db: Db) => {
      const hit = hitRateLimit(db, key, PUBLIC_FORM_RATE_LIMIT);
      if (!hit.allowed) throw formRateLimited(hit.retryAfterSeconds);
    };
    let input: z.output<S> | null;
    try {
      input = await readPublicForm(context, schema);
    } catch (refusal) {
      // A client past the limit hears 429 before what is wrong with its body.
      if (refusal instanceof HttpError) await commitWrite(getDb(), count);
      throw refusal;
    }
    if (!input) {
      await commitWrite(getDb(), count);
      return trappedResponse();
    }
    const commit: FormCommit = (store) =>
      commitWrite(getDb(), (db) => {
        count(db);
        return store(db);
      });
    const { id } = await submit(input, commit);
    return json({ id }, 201);
  });
}
