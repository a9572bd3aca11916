/** The site's photos the owner may replace (browser-safe): the home page's hero and the about page's photo. */

/** Each replaceable photo, by slot; a slot with nothing stored shows the page as built (no photo). */
export const SITE_PHOTO_SLOTS = ['home-hero', 'about'] as const;
/** A replaceable photo's slot. */
export type SitePhotoSlot = (typeof SITE_PHOTO_SLOTS)[number];

/** True for a known slot. */
export const isSitePhotoSlot = (value: string): value is SitePhotoSlot => (SITE_PHOTO_SLOTS as readonly string[]).includes(value);
