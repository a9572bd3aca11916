/** Add Performer's and Manage Performers' calls: the cached list, and the writes, which refresh it. */
import { callRoute, refreshRoute, routeStore, setRouteCache } from '@/features/admin-panel/client';
import {
  createPerformerRoute,
  deletePerformerRoute,
  performersRoute,
  reorderRoute,
  revokeFeedRoute,
  updatePerformerRoute,
  uploadPhotoRoute,
  type AdminPerformer,
} from '../performers.routes';

export type { AdminPerformer };

/** Performer fields as the form holds and sends them (not `locale`: the performer's own sign-in sets it). */
export type PerformerFields = Omit<AdminPerformer, 'id' | 'displayOrder' | 'createdAt' | 'locale'>;

/** Every performer, in display order. */
export const $performers = routeStore(performersRoute);

/** Adds a performer. */
export async function createPerformer(fields: PerformerFields): Promise<AdminPerformer> {
  const created = await callRoute(createPerformerRoute, { body: fields });
  refreshRoute(performersRoute);
  return created;
}

/** Changes some or all fields of a performer. */
export async function updatePerformer(id: string, fields: Partial<PerformerFields>): Promise<AdminPerformer> {
  const updated = await callRoute(updatePerformerRoute, { params: { id }, body: fields });
  refreshRoute(performersRoute);
  return updated;
}

/** Deletes a performer. */
export async function deletePerformer(id: string): Promise<void> {
  await callRoute(deletePerformerRoute, { params: { id } });
  refreshRoute(performersRoute);
}

/** Revokes a performer's private calendar feed; answers whether there was one. */
export async function revokePerformerFeed(id: string): Promise<boolean> {
  return (await callRoute(revokeFeedRoute, { params: { id } })).revoked;
}

/** Moves a performer one place, shown at once and rolled back if the server refuses. */
export async function movePerformer(list: AdminPerformer[], id: string, direction: 'up' | 'down'): Promise<void> {
  const index = list.findIndex((p) => p.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= list.length) return;
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  setRouteCache(performersRoute, undefined, moved);
  try {
    setRouteCache(performersRoute, undefined, await callRoute(reorderRoute, { body: { performerId: id, direction } }));
  } catch (error) {
    setRouteCache(performersRoute, undefined, list);
    throw error;
  }
}

/** Uploads one photo; answers its URL. Any failure is thrown as 'Upload failed' with the reason. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  try {
    return (await callRoute(uploadPhotoRoute, { body })).url;
  } catch (error) {
    throw new Error('Upload failed', { cause: error });
  }
}
