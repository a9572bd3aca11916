import { returnDraftBody } from '@/features/performer-profile/profile-review.schema';
import { returnDraft } from '@/features/performer-profile/profile-draft.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Sends the performer's draft (the version read) back with a note {version, note} he reads in his portal → {success}; 404, 409 as approve. */
export const POST = withAdmin(
  async ({ params, request, locals }) => {
    const { version, note } = await readJson(request, { schema: returnDraftBody, limit: 4 * 1024 });
    returnDraft(getDb(), params.id ?? '', version, note);
    // The note is the agency's words to the performer (no customer's data): the record keeps it, as a hidden review's reason.
    locals.audit = { changes: [{ field: 'reason', to: note }] };
    return json({ success: true });
  },
  { role: 'owner' },
);
