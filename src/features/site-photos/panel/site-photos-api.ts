/** The site photos card's calls: the slots' photos, replace one, go back to the page as built; each write refreshes the list. */
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { clearSitePhotoRoute, replaceSitePhotoRoute, sitePhotosRoute } from '../site-photos.routes';
import type { SitePhotoSlot } from '../site-photo-slots';

export type { AdminSitePhotos } from '../site-photos.routes';

/** Every slot's photo (fetched only while signed in). */
export const $sitePhotos = routeStore(sitePhotosRoute);

/** Replaces the slot's photo with the file chosen. */
export async function replaceSitePhoto(slot: SitePhotoSlot, file: File): Promise<void> {
  const body = new FormData();
  body.append('photo', file);
  try {
    await callRoute(replaceSitePhotoRoute, { params: { slot }, body });
  } finally {
    refreshRoute(sitePhotosRoute);
  }
}

/** Shows the page's built-in photo again. */
export async function clearSitePhoto(slot: SitePhotoSlot): Promise<void> {
  try {
    await callRoute(clearSitePhotoRoute, { params: { slot } });
  } finally {
    refreshRoute(sitePhotosRoute);
  }
}
