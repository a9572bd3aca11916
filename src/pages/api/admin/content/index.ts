import { listContent, requireContentEditor } from '@/features/site-content/site-content.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Every editable text of the public pages with what they show now: {items}; 403 content_not_allowed for staff the owner has not let edit them. */
export const GET = withAdmin(
  (_context, session) => {
    requireContentEditor(getDb(), session);
    return json({ items: listContent(getDb()) });
  },
  { role: 'staff' },
);
