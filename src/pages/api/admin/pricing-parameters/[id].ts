import { validate } from '@/features/admin/body';
import { parameterSchema } from '@/features/pricing/parameters.schema';
import { deleteParameter, DUPLICATE_PARAMETER, findParameter, updateParameter } from '@/features/pricing/parameters.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

const notFound = () => jsonError(404, 'Pricing parameter not found');

/** Updates a parameter; fields left out keep their value; 409 on a duplicate key. */
export const PATCH = withAdmin(async ({ request, params }) => {
  const db = getDb();
  const existing = findParameter(db, params.id ?? '');
  if (!existing) return notFound();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const { parameterType, location, serviceType, value, isActive } = existing;
  const input = validate(parameterSchema, { parameterType, location, serviceType, value, isActive, ...body.data as object });
  if (!input.ok) return input.response;
  const result = updateParameter(db, existing.id, input.data);
  return result.ok ? json(result.parameter) : jsonError(409, DUPLICATE_PARAMETER);
});

/** Deletes a parameter. */
export const DELETE = withAdmin(({ params }) =>
  deleteParameter(getDb(), params.id ?? '') ? json({ success: true }) : notFound(),
);
