import { readJson } from '@/lib/server/request';
import { findPerformer, deletePerformer, mergePerformerUpdate, updatePerformer } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError, validationError } from '@/lib/server/http';

export const prerender = false;

const notFound = () => jsonError(404, 'Performer not found');

/** Updates a performer; fields left out keep their value; the result is validated as a whole. */
export const PUT = withAdmin(async ({ request, params }) => {
  const db = getDb();
  const existing = findPerformer(db, params.id ?? '');
  if (!existing) return notFound();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const merged = mergePerformerUpdate(existing, body.data as Record<string, unknown>);
  if (!merged.success) return validationError(merged.error);
  return json(updatePerformer(db, existing.id, merged.data));
});

/** Deletes a performer. */
export const DELETE = withAdmin(({ params }) =>
  deletePerformer(getDb(), params.id ?? '') ? json({ success: true }) : notFound(),
);
