import { reorderSchema } from '@/features/performers/performer.schema';
import { listAllPerformers, movePerformer, performerNotFound } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Moves a performer one place up or down; 409 for the first going up or the last going down. */
export const PUT = withAdmin(
  async ({ request }) => {
    const { performerId, direction } = await readJson(request, { schema: reorderSchema });
    const db = getDb();
    const result = movePerformer(db, performerId, direction);
    if (result === 'not-found') throw performerNotFound();
    if (result === 'at-edge') {
      throw refuse(409, { code: direction === 'up' ? 'performer_first' : 'performer_last', params: {} });
    }
    return json(listAllPerformers(db));
  },
  { role: 'owner' },
);
