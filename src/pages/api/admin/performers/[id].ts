import { readJson } from '@/lib/server/request';
import {
  findPerformer,
  deletePerformer,
  mergePerformerUpdate,
  performerNotFound,
  updatePerformer,
} from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { adminDelete, withAdmin } from '@/lib/server/guards';
import { found, json, validationError } from '@/lib/server/http';

export const prerender = false;

/** Updates a performer; fields left out keep their value; the result is validated as a whole. */
export const PUT = withAdmin(
  async ({ request, params }) => {
    const db = getDb();
    const existing = found(findPerformer(db, params.id ?? ''), performerNotFound);
    const merged = mergePerformerUpdate(existing, await readJson(request));
    if (!merged.success) throw validationError(merged.error);
    return json(updatePerformer(db, existing.id, merged.data));
  },
  { role: 'owner' },
);

/** Deletes a performer. */
export const DELETE = adminDelete((id) => deletePerformer(getDb(), id), performerNotFound, { role: 'owner' });
