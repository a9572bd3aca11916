/**
 * The site's own photos the owner replaced (the home page's hero, the about page's photo): a slot names a stored
 * upload (the performers' photo pipeline: checked, re-encoded to WebP, kept in kept_files). Each change goes through
 * the public snapshot's writer, so the cached pages render afresh at once; the photo a change replaces or removes is
 * deleted (file and kept copy) once the change commits. A slot with no row shows the page as built.
 */
import { eq } from 'drizzle-orm';
import { sitePhotos } from '@db/schema';
import { getDb, type Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { forgetFile } from '@/lib/server/kept-files';
import { writePublicData } from '@/lib/server/public-data';
import type { Photo } from '@/lib/server/images';
import { storeWebp } from '@/lib/server/uploads';
import * as clock from '@/lib/clock';
import { isSitePhotoSlot, SITE_PHOTO_SLOTS, type SitePhotoSlot } from './site-photo-slots';

/** A replaced photo as the pages and the panel read it. */
export interface SitePhoto {
  url: string;
  width: number;
  height: number;
  updatedAt: Date;
  updatedBy: string;
}

/** Every slot with its replaced photo, or null for the built-in one. */
export type SitePhotos = Record<SitePhotoSlot, SitePhoto | null>;

/** The slot named by a route, or 404 `site_photo_unknown`. */
export function knownSlot(value: string | undefined): SitePhotoSlot {
  if (!value || !isSitePhotoSlot(value)) throw refuse(404, { code: 'site_photo_unknown', params: {} });
  return value;
}

/** Every slot's replaced photo (null: the page as built). */
export function sitePhotosOf(db: Db): SitePhotos {
  const rows = new Map(
    db
      .select()
      .from(sitePhotos)
      .all()
      .map((row) => [row.slot, row]),
  );
  return Object.fromEntries(
    SITE_PHOTO_SLOTS.map((slot) => {
      const row = rows.get(slot);
      return [
        slot,
        row ? { url: row.url, width: row.width, height: row.height, updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null,
      ];
    }),
  ) as SitePhotos;
}

/** A page's photo when the owner put one in its slot, else null (read once per render: the page cache keeps the page). */
export const pagePhoto = (slot: SitePhotoSlot): SitePhoto | null => sitePhotosOf(getDb())[slot];

const storedName = (url: string | undefined) => url?.replace(/^\/uploads\//, '') ?? null;

/** Puts a checked, re-encoded photo in its slot (by `who`); answers the slot's photo before and after. The one it replaces is deleted. */
export function replaceSitePhoto(db: Db, slot: SitePhotoSlot, photo: Photo, who: string): { before: string | null; after: SitePhoto } {
  const url = storeWebp(db, photo.webp);
  const after: SitePhoto = { url, width: photo.width, height: photo.height, updatedAt: clock.currentDate(), updatedBy: who };
  let before: string | undefined;
  try {
    writePublicData(db, () =>
      db.transaction(
        (tx) => {
          before = tx.select({ url: sitePhotos.url }).from(sitePhotos).where(eq(sitePhotos.slot, slot)).get()?.url;
          tx.insert(sitePhotos)
            .values({ slot, ...after })
            .onConflictDoUpdate({ target: sitePhotos.slot, set: after })
            .run();
        },
        { behavior: 'immediate' },
      ),
    );
  } catch (error) {
    // The slot did not change: the new file is named by nothing.
    forgetFile(db, 'uploads', storedName(url));
    throw error;
  }
  forgetFile(db, 'uploads', storedName(before));
  return { before: before ?? null, after };
}

/** Shows the page's built-in photo again (answers the photo removed, or null when the slot had none); the stored one is deleted. */
export function clearSitePhoto(db: Db, slot: SitePhotoSlot): string | null {
  const removed = writePublicData(db, () =>
    db.transaction((tx) => tx.delete(sitePhotos).where(eq(sitePhotos.slot, slot)).returning({ url: sitePhotos.url }).get()?.url, {
      behavior: 'immediate',
    }),
  );
  forgetFile(db, 'uploads', storedName(removed));
  return removed ?? null;
}
