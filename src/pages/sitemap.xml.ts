import type { APIRoute } from 'astro';
import { listPublicPerformers } from '@/features/performers/performers.server';
import { sitemapXml } from '@/features/seo/sitemap';
import { getDb } from '@/lib/server/db';

export const prerender = false;

/** The sitemap, built per request so new or hidden performers show at once. */
export const GET: APIRoute = ({ site, url }) => {
  const ids = listPublicPerformers(getDb()).map((performer) => performer.id);
  return new Response(sitemapXml((site ?? url).origin, ids), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
};
