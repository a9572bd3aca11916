/** The framework's floor for `npm run bench`: an on-demand Astro endpoint that only returns a constant. */
import type { APIRoute } from 'astro';

export const prerender = false;

const BODY = JSON.stringify({ ok: true });

/** Always the same small JSON. */
export const GET: APIRoute = () => new Response(BODY, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
