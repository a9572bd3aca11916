import { requireContentEditor } from '@/features/site-content/site-content.server';
import { clearSitePhoto, knownSlot, replaceSitePhoto } from '@/features/site-photos/site-photos.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { MAX_PHOTO_BYTES, reencodePhoto } from '@/lib/server/images';
import { readUploadedFile } from '@/lib/server/uploads';

export const prerender = false;

const target = (slot: string) => `site photo ${slot}`;

/**
 * Replaces a slot's photo (multipart field `photo`: a real JPEG, PNG or WebP, re-encoded to WebP without metadata, as
 * the performers' photos) → the slot's photo; the public pages show it at once. The owner's, and staff's the owner let
 * edit the site (403 `content_not_allowed`); 404 `site_photo_unknown`; an upload's refusals (400, 413, 415, 503) as the
 * performers' photos; nothing changes on a refusal.
 */
export const PUT = withAdmin(
  async ({ params, request, locals }, session) => {
    requireContentEditor(getDb(), session);
    const slot = knownSlot(params.slot);
    const photo = await reencodePhoto(await readUploadedFile(request, 'photo', MAX_PHOTO_BYTES));
    const { before, after } = replaceSitePhoto(getDb(), slot, photo, session.name);
    locals.audit = { target: target(slot), changes: [{ field: 'url', from: before ?? '', to: after.url }] };
    return json(after);
  },
  { role: 'staff' },
);

/** Shows the page's built-in photo again → {success}; 403 `content_not_allowed` as PUT; 404 `site_photo_unknown`. */
export const DELETE = withAdmin(
  ({ params, locals }, session) => {
    requireContentEditor(getDb(), session);
    const slot = knownSlot(params.slot);
    const removed = clearSitePhoto(getDb(), slot);
    locals.audit = { target: target(slot), changes: [{ field: 'url', from: removed ?? '', to: '' }] };
    return json({ success: true });
  },
  { role: 'staff' },
);
