import { contentHistory, requireContentEditor } from '@/features/site-content/site-content.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** A text's versions {items: {en, th, updatedAt, updatedBy}[]}, newest first, the catalogue's last (updatedAt null); 404 content_not_found. */
export const GET = withAdmin(
  ({ params }, session) => {
    requireContentEditor(getDb(), session);
    return json({ items: contentHistory(getDb(), params.key ?? '') });
  },
  { role: 'staff' },
);
