import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { profileDraftSchema } from '@/features/performer-profile/profile-draft.schema';
import { ownProfile, saveDraft, withdrawDraft } from '@/features/performer-profile/profile-draft.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The signed-in performer's profile as the public sees it (`live`) and his draft waiting or sent back (`draft`, or null). */
export const GET = route((context) => {
  const db = getDb();
  return json(ownProfile(db, requirePerformer(db, context).id));
});

/** Saves his proposed profile as a draft for the agency (the whole profile; 400 with the field's code, nothing saved) → the draft. */
export const PUT = route(async (context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  const input = await readJson(context.request, { schema: profileDraftSchema, limit: 64 * 1024 });
  return json(saveDraft(db, performer.id, input));
});

/** Withdraws his waiting draft: the agency no longer sees it, its new photos are deleted → {success}; 404 `profile_nothing_waiting`. */
export const DELETE = route((context) => {
  const db = getDb();
  withdrawDraft(db, requirePerformer(db, context).id);
  return json({ success: true });
});
