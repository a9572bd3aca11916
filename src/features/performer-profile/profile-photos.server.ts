/**
 * The performer's own photos on disk: an upload lives while his draft names it; when he saves a draft without it or
 * withdraws his draft, the upload's file and its kept copy go. An approved draft's photos become his live ones (no
 * longer uploads) once, and a live photo the approval drops goes too unless another profile names it. (A photo he
 * uploaded after his last save is left for his next save or withdrawal: he may be filling the form.)
 * Files are deleted after the change commits (a rolled-back change keeps them).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { performerPhotoUploads, performerProfileDrafts, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { forgetFile } from '@/lib/server/kept-files';

type Tx = Pick<Db, 'select' | 'delete'>;

const UPLOAD = /^\/uploads\/([0-9a-f]{32}\.webp)$/;

/** The photos of a profile: the main one and the others. */
export const photosOf = (profile: { imageUrl: string; additionalImages: string[] }): string[] => [
  profile.imageUrl,
  ...profile.additionalImages,
];

/** Removes his upload records except those `keep` names and answers their addresses, to delete with deleteStoredPhotos once the change commits. */
export function dropUploads(tx: Tx, performerId: string, keep: Iterable<string>): string[] {
  const kept = new Set(keep);
  const stale = tx
    .select({ url: performerPhotoUploads.url })
    .from(performerPhotoUploads)
    .where(eq(performerPhotoUploads.performerId, performerId))
    .all()
    .map((row) => row.url)
    .filter((url) => !kept.has(url));
  if (stale.length) {
    tx.delete(performerPhotoUploads)
      .where(and(eq(performerPhotoUploads.performerId, performerId), inArray(performerPhotoUploads.url, stale)))
      .run();
  }
  return stale;
}

/** Marks the approved draft's photos as live: they are no longer uploads waiting for a draft. */
export function settleUploads(tx: Tx, performerId: string, live: string[]): void {
  if (!live.length) return;
  tx.delete(performerPhotoUploads)
    .where(and(eq(performerPhotoUploads.performerId, performerId), inArray(performerPhotoUploads.url, live)))
    .run();
}

/** Of `urls`, those no performer's live profile, draft or upload names any more (safe to delete). */
export function unnamedPhotos(tx: Pick<Db, 'select'>, urls: string[]): string[] {
  if (!urls.length) return [];
  const named = new Set<string>();
  for (const row of tx.select({ imageUrl: performers.imageUrl, more: performers.additionalImages }).from(performers).all()) {
    photosOf({ imageUrl: row.imageUrl, additionalImages: row.more }).forEach((url) => named.add(url));
  }
  const drafts = tx
    .select({ imageUrl: performerProfileDrafts.imageUrl, more: performerProfileDrafts.additionalImages })
    .from(performerProfileDrafts)
    .all();
  for (const row of drafts) photosOf({ imageUrl: row.imageUrl, additionalImages: row.more }).forEach((url) => named.add(url));
  for (const row of tx.select({ url: performerPhotoUploads.url }).from(performerPhotoUploads).all()) named.add(row.url);
  return [...new Set(urls)].filter((url) => !named.has(url));
}

/** Deletes stored photos (file and kept copy) by address; an address that is not a stored upload is left alone. */
export function deleteStoredPhotos(db: object, urls: string[]): void {
  for (const url of urls) {
    const name = UPLOAD.exec(url)?.[1];
    if (name) forgetFile(db, 'uploads', name);
  }
}
