import type { APIRoute } from 'astro';
import { listPublicPerformers } from '@/features/performers/performers.server';
import { sitemapXml } from '@/features/seo/sitemap';
import { siteUrl } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';

export const prerender = false;

/** The sitemap, built per request so new or hidden performers show at once, on the running SITE_URL. */
export const GET: APIRoute = () => {
  const ids = listPublicPerformers(getDb()).map((performer) => performer.id);
  return new Response(sitemapXml(siteUrl(), ids), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
};
