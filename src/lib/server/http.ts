/** JSON responses in the API's conventions: `{ error, issues? }` for failures, no caching. */
import type { z } from 'zod';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** A JSON response with the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** An error response: `{ error, issues? }`. */
export function jsonError(
  status: number,
  error: string,
  issues?: unknown[],
  headers: Record<string, string> = {},
): Response {
  return json(issues ? { error, issues } : { error }, status, headers);
}

/** A 400 response listing a zod error's issues as `{ path, message }`, the first message as error. */
export function validationError(error: z.ZodError): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return jsonError(400, issues[0]?.message ?? 'Invalid request', issues);
}

/** The query string of a URL as a plain object (first value of each key). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
