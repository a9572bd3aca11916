import type { APIRoute } from 'astro';
import { readStoredUpload } from '@/lib/server/uploads';

export const prerender = false;

/** Serves an uploaded photo: only stored names, always as WebP, never sniffed. */
export const GET: APIRoute = async ({ params }) => {
  const data = await readStoredUpload(params.path ?? '');
  if (!data) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Names are random and never reused, so a stored photo never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
