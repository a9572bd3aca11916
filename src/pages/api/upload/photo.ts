import { MAX_PHOTO_BYTES, reencodePhoto } from '@/lib/server/images';
import { withAdmin } from '@/lib/server/guards';
import { getDb } from '@/lib/server/db';
import { json } from '@/lib/server/http';
import { readUploadedFile, storeWebp } from '@/lib/server/uploads';

export const prerender = false;

/** Admin photo upload (multipart field photo): a real JPEG, PNG or WebP, stored re-encoded as WebP. */
export const POST = withAdmin(
  async ({ request }) => {
    const photo = await reencodePhoto(await readUploadedFile(request, 'photo', MAX_PHOTO_BYTES));
    return json({ url: storeWebp(getDb(), photo.webp), width: photo.width, height: photo.height }, 201);
  },
  { role: 'owner' },
);
