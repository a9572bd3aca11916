/** Profili's calls: the drafts waiting for approval, approve and send back; each write refreshes the waiting list and the performers'. */
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { performersRoute } from '@/features/performers/performers.routes';
import { approveDraftRoute, profileDraftsRoute, returnDraftRoute, type AdminDraft } from '../performer-profile.routes';

export type { AdminDraft } from '../performer-profile.routes';

/** The drafts waiting for approval, oldest first (fetched only while signed in). */
export const $profileDrafts = routeStore(profileDraftsRoute);

// An approval changes the performer (Manage Performers' list); either action changes the waiting list.
async function deciding(action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } finally {
    refreshRoute(profileDraftsRoute);
    refreshRoute(performersRoute);
  }
}

/** Approves the draft in the version read: the public profile shows it at once. */
export const approveDraft = (draft: AdminDraft) =>
  deciding(callRoute(approveDraftRoute, { params: { id: draft.performerId }, body: { version: draft.draft.version } }));

/** Sends the draft read back to the performer with a note he reads in his portal. */
export const returnDraft = (draft: AdminDraft, note: string) =>
  deciding(callRoute(returnDraftRoute, { params: { id: draft.performerId }, body: { version: draft.draft.version, note } }));
