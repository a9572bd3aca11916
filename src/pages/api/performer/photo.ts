import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { limitPhotoUploads, recordPhotoUpload } from '@/features/performer-profile/profile-draft.server';
import { getDb } from '@/lib/server/db';
import { MAX_PHOTO_BYTES, reencodePhoto } from '@/lib/server/images';
import { json, route } from '@/lib/server/http';
import { readUploadedFile, storeWebp } from '@/lib/server/uploads';

export const prerender = false;

/**
 * A photo for the performer's own profile (multipart field `photo`): the agency's checks and pipeline (a real JPEG,
 * PNG or WebP, re-encoded to WebP without metadata) → 201 `{ url }`, which only his draft may then use. Limited per
 * performer (429); nothing public changes.
 */
export const POST = route(async (context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  limitPhotoUploads(db, performer.id);
  const photo = await reencodePhoto(await readUploadedFile(context.request, 'photo', MAX_PHOTO_BYTES));
  const url = storeWebp(db, photo.webp);
  recordPhotoUpload(db, performer.id, url);
  return json({ url, width: photo.width, height: photo.height }, 201);
});
