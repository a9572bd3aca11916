import { parameterSchema } from '@/features/pricing/parameters.schema';
import { deleteParameter, findParameter, parameterNotFound, updateParameter } from '@/features/pricing/parameters.server';
import { getDb } from '@/lib/server/db';
import { adminDelete, withAdmin } from '@/lib/server/guards';
import { found, json, parse } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Updates a parameter; fields left out keep their value; 409 on a duplicate key. */
export const PATCH = withAdmin(
  async ({ request, params }) => {
    const db = getDb();
    const existing = found(findParameter(db, params.id ?? ''), parameterNotFound);
    const body = await readJson(request);
    const { parameterType, location, serviceType, value, isActive } = existing;
    const input = parse(parameterSchema, { parameterType, location, serviceType, value, isActive, ...body });
    return json(updateParameter(db, existing.id, input));
  },
  { role: 'owner' },
);

/** Deletes a parameter. */
export const DELETE = adminDelete((id) => deleteParameter(getDb(), id), parameterNotFound, { role: 'owner' });
