/** The agency's routes of the performers' own profile changes (Profili), as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { DraftForReview } from './profile-draft.server';
import type { approveDraftBody, returnDraftBody } from './profile-review.schema';

/** A waiting draft beside the live profile, as the Profili tab shows it. */
export type AdminDraft = Jsonify<DraftForReview>;

/** The drafts waiting for approval, oldest first. */
export const profileDraftsRoute = route<AdminDraft[]>()('GET', '/api/admin/profile-drafts');
/** Approves the version read: the public profile shows it at once. */
export const approveDraftRoute = route<{ success: true }, z.input<typeof approveDraftBody>>()(
  'POST',
  '/api/admin/performers/[id]/profile/approve',
);
/** Sends the version read back with a note the performer reads in his portal. */
export const returnDraftRoute = route<{ success: true }, z.input<typeof returnDraftBody>>()(
  'POST',
  '/api/admin/performers/[id]/profile/return',
);
