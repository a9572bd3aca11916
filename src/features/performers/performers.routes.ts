/** The routes of Add Performer and Manage Performers, as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { AdminPerformer as StoredPerformer } from './manage-performers.server';
import type { performerSchema, reorderSchema } from './performer.schema';

/** A performer as the admin list returns it (unavailable ones included). */
export type AdminPerformer = Jsonify<StoredPerformer>;
/** A performer's fields as the form sends them. */
export type PerformerFields = z.input<typeof performerSchema>;

/** Every performer, in display order. */
export const performersRoute = route<AdminPerformer[]>()('GET', '/api/admin/performers');
/** Adds a performer. */
export const createPerformerRoute = route<AdminPerformer, PerformerFields>()('POST', '/api/admin/performers');
/** Changes some or all fields of a performer. */
export const updatePerformerRoute = route<AdminPerformer, Partial<PerformerFields>>()('PUT', '/api/admin/performers/[id]');
/** Deletes a performer. */
export const deletePerformerRoute = route<{ success: true }>()('DELETE', '/api/admin/performers/[id]');
/** Revokes a performer's private calendar feed; answers whether there was one. */
export const revokeFeedRoute = route<{ revoked: boolean }>()('DELETE', '/api/admin/performers/[id]/feed');
/** Moves a performer one place; answers the list in its new order. */
export const reorderRoute = route<AdminPerformer[], z.input<typeof reorderSchema>>()('PUT', '/api/admin/performers/reorder');
/** Uploads one photo (multipart field `photo`); answers its URL. */
export const uploadPhotoRoute = route<{ url: string; width: number; height: number }, FormData>()('POST', '/api/upload/photo');
