/** The site photos' routes (the home page's hero, the about page's photo), as the panel calls them. */
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { SitePhoto, SitePhotos } from './site-photos.server';

/** Every slot with its replaced photo, or null for the page's built-in one. */
export type AdminSitePhotos = Jsonify<SitePhotos>;

/** The photos of every slot. */
export const sitePhotosRoute = route<AdminSitePhotos>()('GET', '/api/admin/content/photos');
/** Replaces a slot's photo (multipart field `photo`, the performers' photo checks); answers the slot's new photo. */
export const replaceSitePhotoRoute = route<Jsonify<SitePhoto>, FormData>()('PUT', '/api/admin/content/photos/[slot]');
/** Shows the page's built-in photo again. */
export const clearSitePhotoRoute = route<{ success: true }>()('DELETE', '/api/admin/content/photos/[slot]');
