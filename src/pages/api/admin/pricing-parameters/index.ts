import { parameterSchema } from '@/features/pricing/parameters.schema';
import { createParameter, listParameters } from '@/features/pricing/parameters.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Every pricing parameter. */
export const GET = withAdmin(() => json(listParameters(getDb())), { role: 'owner' });

/** Adds a parameter; 409 when its type, city and service type already exist. */
export const POST = withAdmin(
  async ({ request }) => {
    return json(createParameter(getDb(), await readJson(request, { schema: parameterSchema })), 201);
  },
  { role: 'owner' },
);
