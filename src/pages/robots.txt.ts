import type { APIRoute } from 'astro';

/** robots.txt, pre-rendered so the sitemap line carries the absolute address of SITE_URL. */
export const GET: APIRoute = ({ site, url }) =>
  new Response(
    ['User-agent: *', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/', 'Disallow: /dashboard', '', `Sitemap: ${new URL('/sitemap.xml', site ?? url).href}`, ''].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
