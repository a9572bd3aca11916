import type { APIRoute } from 'astro';

export const prerender = false;

/**
 * Placeholder so /admin and /admin/* reach the middleware (which redirects visitors without a
 * session to /admin-login) until the admin panel page exists; the panel's own page
 * (src/pages/admin.astro or admin/index.astro) takes priority over this catch-all for /admin.
 * With a session there is nothing here yet: 404.
 */
export const GET: APIRoute = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
