import { saveContentBody } from '@/features/site-content/site-content.schema';
import { contentChanges, currentContent, requireContentEditor, saveContent } from '@/features/site-content/site-content.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Publishes a new version of a text {en?, th?, updatedAt} (updatedAt: the version read, null when never edited): the
 * text as listed. 404 content_not_found; 400 on the field en or th (content_too_long, content_en_required,
 * content_placeholder, markup_not_allowed, markup_unclosed); 409 content_changed; 403 content_not_allowed.
 */
export const PUT = withAdmin(
  async ({ params, request, locals }, session) => {
    const db = getDb();
    requireContentEditor(db, session);
    const key = params.key ?? '';
    // The body is checked first: a malformed request is a 400 whatever the key names.
    const change = await readJson(request, { schema: saveContentBody, limit: 16 * 1024 });
    const before = currentContent(db, key);
    const item = saveContent(db, key, change, session);
    locals.audit = { target: `content ${key}`, changes: contentChanges(before, item) };
    return json(item);
  },
  { role: 'staff' },
);
