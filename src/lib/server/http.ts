/**
 * The API's one error idiom: code anywhere below a route throws an `HttpError` (domain errors extend
 * it) and the `route` wrapper answers it as the documented JSON `{ error, code?, params?, issues? }` with
 * its status and headers (`code` and `params`: lib/error-codes.ts). JSON responses are never cached.
 */
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { en as zodEnglish } from 'zod/locales';
import { ruleReason, type ErrorCode, type ErrorReason } from '@/lib/error-codes';
import { refusalText, type RefusalCode } from './refusal-text';
import { BASE_LOCALE, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * A JSON response with the given status. Its length is declared, so the server's compression leaves
 * a small answer alone (Astro writes the headers before the body: without a length every answer,
 * however short, would go through a compressor).
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, { status, headers: { ...JSON_HEADERS, 'Content-Length': String(Buffer.byteLength(text)), ...headers } });
}

/** An error response: `{ error, issues? }`. */
export function jsonError(status: number, error: string, issues?: unknown[], headers: Record<string, string> = {}): Response {
  return json(issues ? { error, issues } : { error }, status, headers);
}

/** A failure the client should see: its status, message, optional issues, headers (e.g. Retry-After) and code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown[],
    readonly headers: Record<string, string> = {},
    /** The stable code and parameters a reader's language renders the message from (refuse). */
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The documented JSON answer for this error. */
  toResponse(): Response {
    if (!this.reason) return jsonError(this.status, this.message, this.issues, this.headers);
    const { code, params } = this.reason;
    return json({ error: this.message, code, params, ...(this.issues && { issues: this.issues }) }, this.status, this.headers);
  }
}

/**
 * How a refusal is answered beyond its code: its headers (e.g. Retry-After), the language of its `error` when the
 * route answers in its reader's (a review or brief link; English otherwise), and the field of the form it concerns
 * (answered as that field's one issue too, so a form says it there).
 */
export interface RefuseOptions {
  headers?: Record<string, string>;
  locale?: Locale;
  field?: string | undefined;
}

/**
 * The one way to refuse: the HttpError of a code and its parameters, answered as `{ error, code, params }` (and
 * `issues` for a field). Its `error` is the code's catalogue entry (`error_<code>`, refusalText): the customers' for a
 * customer's or performer's code, the panel's English for one only the agency meets. Only a code some catalogue says
 * can be thrown (RefusalCode).
 */
export function refuse<C extends RefusalCode>(status: number, reason: ErrorReason<C>, options: RefuseOptions = {}): HttpError {
  // ErrorReason<C> is one of ErrorReason's members, which TypeScript cannot see through the generic.
  const said = reason as ErrorReason;
  const text = refusalText(said, options.locale);
  const issues = options.field === undefined ? undefined : [{ path: options.field, message: text, ...said }];
  return new HttpError(status, text, issues, options.headers, said);
}

/** One field's problem in a 400: its English text, and the rule's code and params when the rule gives one. */
interface ValidationIssue {
  path: string;
  message: string;
  code?: ErrorCode;
  params?: object;
}

// zod's own messages (a forged request: a number where a string is expected, an unknown key) keep their English
// words, marked so that validationIssue answers them with the generic code `invalid_value` (set for the server only:
// an island's rules give codes for every field it has).
const ZOD_DEFAULT = '\u2063';
const zodDefault = zodEnglish().localeError;
z.config({
  localeError: (issue) => {
    const said = zodDefault(issue);
    const text = typeof said === 'string' ? said : said?.message;
    return text === undefined ? undefined : `${ZOD_DEFAULT}${text}`;
  },
});

/**
 * A zod issue as the API answers it: a coded rule (ruleMessage) said in English from its `error_<code>` message,
 * zod's own message as zod words it with the code `invalid_value`, any other (a rule that gives English) as it is.
 */
function validationIssue(path: string, message: string): ValidationIssue {
  if (message.startsWith(ZOD_DEFAULT)) return { path, message: message.slice(ZOD_DEFAULT.length), code: 'invalid_value', params: {} };
  const reason = ruleReason(message);
  const say = reason && (m as unknown as Record<string, unknown>)[`error_${reason.code}`];
  if (!reason || typeof say !== 'function') return { path, message };
  const english = (say as (params: object, options: { locale: Locale }) => string)(reason.params, { locale: BASE_LOCALE });
  return { path, message: english, ...reason };
}

/**
 * The 400 for a zod error: its issues as `{ path, message, code?, params? }`, the first one's message as
 * error (and its code and params, when its rule has them).
 */
export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => validationIssue(issue.path.join('.'), issue.message));
  const first = issues[0];
  const reason = first?.code && ({ code: first.code, params: first.params } as ErrorReason);
  return new HttpError(400, first?.message ?? 'Invalid request', issues, {}, reason || undefined);
}

/** Validates value (a body, a query object, a merged record) with schema; throws the 400 otherwise. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The value when there is one; otherwise the coded refusal `refusal` makes (e.g. performerNotFound, a 404 with its code). */
export function found<T>(value: T | null | undefined | false, refusal: () => HttpError): T {
  if (value === null || value === undefined || value === false) throw refusal();
  return value;
}

/** A route handler that may throw HttpError. */
export type RouteHandler = (context: APIContext) => Response | Promise<Response>;

/**
 * Wraps a route handler: a thrown HttpError becomes its JSON answer. Anything else is rethrown, so
 * storage failures still reach the middleware's 503 and bugs are not disguised as client errors.
 */
export function route(handler: RouteHandler): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      throw error;
    }
  };
}

/** The query string of a URL as a plain object (first value of each key). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
