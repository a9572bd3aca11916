/** Reading an admin request body: capped JSON (415/413/400) validated by a zod schema (400). */
import type { z } from 'zod';
import { validationError } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

/** The parsed body, or the response to send instead. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body of at most limit bytes and validates it. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S, limit = 64 * 1024): Promise<Parsed<z.output<S>>> {
  const body = await readJson(request, limit);
  if (!body.ok) return body;
  return validate(schema, body.data);
}

/** Validates a value (a query object, a merged record) with schema. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: validationError(result.error) };
}
