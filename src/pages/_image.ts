import { imageVariant } from '@/features/images/image-variants.server';
import { route } from '@/lib/server/http';

// The image endpoint (astro.config.mjs `image.endpoint`), in place of Astro's, which resizes any
// width, quality and format on every request. The underscore keeps this file out of file routing.
/** @public Astro reads it: the endpoint runs on each request. */
export const prerender = false;

/** GET /_image?href&w&q&f: a variant the site links, from the disk cache (encoded on first request). */
export const GET = route(async ({ url }) => {
  const webp = await imageVariant(url.searchParams);
  return new Response(new Uint8Array(webp), {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      // The URL names no version of the source, so browsers revalidate after a day.
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
