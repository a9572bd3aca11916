import { listDraftsForReview } from '@/features/performer-profile/profile-draft.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The performers' drafts waiting for approval, oldest first, each beside the live profile (the panel's "Profili" tab). */
export const GET = withAdmin(() => json(listDraftsForReview(getDb())), { role: 'owner' });
