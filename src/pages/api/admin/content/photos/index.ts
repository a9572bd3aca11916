import { requireContentEditor } from '@/features/site-content/site-content.server';
import { sitePhotosOf } from '@/features/site-photos/site-photos.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The site's replaceable photos → { 'home-hero', about }: each {url, width, height, updatedAt, updatedBy}, or null for the page as built; the owner's and content editors' (403 `content_not_allowed`). */
export const GET = withAdmin(
  (_context, session) => {
    requireContentEditor(getDb(), session);
    return json(sitePhotosOf(getDb()));
  },
  { role: 'staff' },
);
