import { readBody } from '@/features/admin/body';
import { parameterSchema } from '@/features/pricing/parameters.schema';
import { createParameter, DUPLICATE_PARAMETER, listParameters } from '@/features/pricing/parameters.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Every pricing parameter. */
export const GET = withAdmin(() => json(listParameters(getDb())));

/** Adds a parameter; 409 when its type, city and service type already exist. */
export const POST = withAdmin(async ({ request }) => {
  const input = await readBody(request, parameterSchema);
  if (!input.ok) return input.response;
  const result = createParameter(getDb(), input.data);
  return result.ok ? json(result.parameter, 201) : jsonError(409, DUPLICATE_PARAMETER);
});
