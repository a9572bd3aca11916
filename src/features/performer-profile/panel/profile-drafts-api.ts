/** Profili's calls: the drafts waiting for approval, approve and send back; each write refreshes the waiting list and the performers'. */
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { performersRoute } from '@/features/performers/performers.routes';
import type { PanelLocale } from '@db/locales';
import { ApiError } from '@/lib/api-client';
import { m as pm } from '@/paraglide-panel/messages';
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

/** The server's refusal of a send-back note in the reader's panel language (the panel's own words), or undefined for another failure. */
export function noteRefusal(error: unknown, locale: PanelLocale): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issue = error.issues.find((found) => found.path === 'note');
  if (issue?.code === 'profile_note_required') return pm.profiles_note_required({}, { locale });
  if (issue?.code === 'profile_note_too_long') return pm.profiles_note_too_long(issue.params as { max: number }, { locale });
  return undefined;
}
