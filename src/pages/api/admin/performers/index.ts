import { readBody } from '@/features/admin/body';
import { performerSchema } from '@/features/performers/performer.schema';
import { createPerformer, listAllPerformers } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Every performer, including unavailable ones, in display order. */
export const GET = withAdmin(() => json(listAllPerformers(getDb())));

/** Adds a performer (name, description and imageUrl required); 201 with the stored row. */
export const POST = withAdmin(async ({ request }) => {
  const input = await readBody(request, performerSchema);
  if (!input.ok) return input.response;
  return json(createPerformer(getDb(), input.data), 201);
});
