import { readJson } from '@/lib/server/request';
import {
  findPerformer,
  deletePerformer,
  mergePerformerUpdate,
  performerNotFound,
  updatePerformer,
} from '@/features/performers/manage-performers.server';
import { forgetReplacedPhotos } from '@/features/performer-profile/profile-draft.server';
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
    const updated = updatePerformer(db, existing.id, merged.data);
    // A photo the form replaced or removed leaves the disk and kept_files, as one an approved draft drops does.
    forgetReplacedPhotos(db, existing);
    return json(updated);
  },
  { role: 'owner' },
);

/** Deletes a performer, and the stored photos nothing else names. */
export const DELETE = adminDelete(
  (id) => {
    const db = getDb();
    const existing = findPerformer(db, id);
    const deleted = deletePerformer(db, id);
    if (existing && deleted) forgetReplacedPhotos(db, existing);
    return deleted;
  },
  performerNotFound,
  { role: 'owner' },
);
