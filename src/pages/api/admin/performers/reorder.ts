import { reorderSchema } from '@/features/performers/performer.schema';
import { listAllPerformers, movePerformer } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { HttpError, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Moves a performer one place up or down; 409 for the first going up or the last going down. */
export const PUT = withAdmin(
  async ({ request }) => {
    const { performerId, direction } = await readJson(request, { schema: reorderSchema });
    const db = getDb();
    const result = movePerformer(db, performerId, direction);
    if (result === 'not-found') throw new HttpError(404, 'Performer not found');
    if (result === 'at-edge') {
      throw new HttpError(409, direction === 'up' ? 'The first performer cannot move up' : 'The last performer cannot move down');
    }
    return json(listAllPerformers(db));
  },
  { role: 'owner' },
);
