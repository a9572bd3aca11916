import type { APIRoute } from 'astro';
import { siteLink } from '@/lib/server/config';

export const prerender = false;

/** robots.txt, rendered per request so the sitemap line carries the running SITE_URL. */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      // Only the API, which has no page: every private page (the panel, its login, the dashboard, /me,
      // the performers' login, in every language) says noindex itself, which a crawler barred from it never reads.
      'Disallow: /api/',
      '',
      `Sitemap: ${siteLink('/sitemap.xml')}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=600' } },
  );
