import { readJson } from '@/lib/server/request';
import { findPerformer, deletePerformer, mergePerformerUpdate, updatePerformer } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { HttpError, json, validationError } from '@/lib/server/http';

export const prerender = false;

const notFound = () => new HttpError(404, 'Performer not found');

/** Updates a performer; fields left out keep their value; the result is validated as a whole. */
export const PUT = withAdmin(async ({ request, params }) => {
  const db = getDb();
  const existing = findPerformer(db, params.id ?? '');
  if (!existing) throw notFound();
  const merged = mergePerformerUpdate(existing, await readJson(request));
  if (!merged.success) throw validationError(merged.error);
  return json(updatePerformer(db, existing.id, merged.data));
});

/** Deletes a performer. */
export const DELETE = withAdmin(({ params }) => {
  if (!deletePerformer(getDb(), params.id ?? '')) throw notFound();
  return json({ success: true });
});
