import type { APIRoute } from 'astro';
import { siteLink } from '@/lib/server/config';

export const prerender = false;

/** robots.txt, rendered per request so the sitemap line carries the running SITE_URL. */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /admin-login',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /me',
      'Disallow: /performer-login',
      '',
      `Sitemap: ${siteLink('/sitemap.xml')}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=600' } },
  );
