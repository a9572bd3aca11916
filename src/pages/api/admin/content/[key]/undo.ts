import { undoContentBody } from '@/features/site-content/site-content.schema';
import { contentChanges, currentContent, requireContentEditor, undoContent } from '@/features/site-content/site-content.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Publishes again the version before the one shown {updatedAt: the version read}: the text as listed. 404
 * content_not_found; 409 content_changed (saved since) or content_nothing_to_undo; 403 content_not_allowed.
 */
export const POST = withAdmin(
  async ({ params, request, locals }, session) => {
    const db = getDb();
    requireContentEditor(db, session);
    const key = params.key ?? '';
    // The body is checked first: a malformed request is a 400 whatever the key names.
    const { updatedAt } = await readJson(request, { schema: undoContentBody, limit: 1024 });
    const before = currentContent(db, key);
    const item = undoContent(db, key, updatedAt, session);
    locals.audit = { target: `content ${key}`, changes: contentChanges(before, item) };
    return json(item);
  },
  { role: 'staff' },
);
