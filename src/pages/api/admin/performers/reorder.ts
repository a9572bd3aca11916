import { readBody } from '@/features/admin/body';
import { reorderSchema } from '@/features/performers/performer.schema';
import { listAllPerformers, movePerformer } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Moves a performer one place up or down; 409 for the first going up or the last going down. */
export const PUT = withAdmin(async ({ request }) => {
  const input = await readBody(request, reorderSchema);
  if (!input.ok) return input.response;
  const db = getDb();
  const result = movePerformer(db, input.data.performerId, input.data.direction);
  if (result === 'not-found') return jsonError(404, 'Performer not found');
  if (result === 'at-edge') {
    return jsonError(409, input.data.direction === 'up' ? 'The first performer cannot move up' : 'The last performer cannot move down');
  }
  return json(listAllPerformers(db));
});
