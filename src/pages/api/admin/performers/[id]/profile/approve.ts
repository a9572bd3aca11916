import { approveDraftBody } from '@/features/performer-profile/profile-review.schema';
import { approveDraft } from '@/features/performer-profile/profile-draft.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Approves the performer's draft in the version read {version}: his public profile shows it at once → {success}; 404 none waiting, 409 saved again since. */
export const POST = withAdmin(
  async ({ params, request }) => {
    const { version } = await readJson(request, { schema: approveDraftBody, limit: 4 * 1024 });
    approveDraft(getDb(), params.id ?? '', version);
    return json({ success: true });
  },
  { role: 'owner' },
);
