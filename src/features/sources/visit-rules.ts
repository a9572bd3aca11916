/**
 * What a page view is, as the server counts it (browser-safe, pure): which requests count (a public page
 * navigated to by a person, never a crawler or a prefetch), and the few things kept of one: the path, its
 * language and city, the referrer's host, the utm values (length-limited), a device class and a country the
 * proxy names. Nothing here keeps an address or a user agent: they only feed the day's visitor hash.
 */
import { isCity } from '@/content/cities';
import { localeOfPath, basePath } from '@/lib/i18n';

/** The most characters a utm value or a referrer host keeps (longer is cut). */
export const MAX_UTM_LENGTH = 80;
/** The most characters a counted path keeps. */
export const MAX_PATH_LENGTH = 200;

// Crawlers, link previews, monitors and scripts say so in their agent; no agent at all is not a browser either.
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python|go-http|java\/|okhttp|httpclient|node-fetch|axios|undici|libwww|scrapy|phantomjs|whatsapp|telegram|discord|skype|bingpreview|yandex|baidu|duckduck|semrush|ahrefs|mj12|petal/i;

/** Whether a user agent is a crawler, a preview or a script (not counted). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 20 || CRAWLER.test(userAgent);
}

/** Whether the request is a prefetch or prerender (counted only when the person opens the page), or no navigation. */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const purpose = String(headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'] ?? '');
  if (/prefetch|prerender|preview/i.test(purpose)) return true;
  const dest = headers['sec-fetch-dest'];
  // A browser that says what it fetches says `document` for a page opened; anything else is no visit.
  return dest !== undefined && dest !== 'document';
}

// Per-visitor and private pages: never counted (nothing about them is a source's figure).
const PRIVATE =
  /^\/(admin|api|_astro|_image|uploads|dashboard|pay|brief|review|me|performer-login|admin-login|admin-invite)(\/|$)|^\/booking\/./;

/** Whether a path is a public page whose views count (not a file, an API, the admin or a per-person page). */
export function isCountedPath(pathname: string): boolean {
  const base = basePath(pathname);
  if (PRIVATE.test(base)) return false;
  // A file of the build (a script, an image, the sitemap) has an extension; a page never does.
  return !/\.[a-z0-9]+$/i.test(base);
}

/** A device class from a user agent (the agent itself is never kept). */
export function deviceClass(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** A utm value as kept: trimmed, lower case, at most MAX_UTM_LENGTH characters; empty is none. */
export function utmValue(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase().slice(0, MAX_UTM_LENGTH);
  return text ? text : null;
}

/** The host of a referrer URL, lower case without `www.`, or null when it is none or the site's own (`ownHost`). */
export function referrerHost(referrer: string | null | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  if (ownHost && host === ownHost.toLowerCase()) return null;
  return host.replace(/^www\./, '').slice(0, MAX_UTM_LENGTH) || null;
}

/** A two-letter country a proxy sends (Cloudflare's CF-IPCountry and the like), or null. */
export function countryOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = String(headers['cf-ipcountry'] ?? headers['x-country-code'] ?? headers['x-vercel-ip-country'] ?? '').toUpperCase();
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : null;
}

/** The served city a page's path names (`/male-strippers/pattaya`, `/th/pricing/phuket`), or null. */
export function cityOfPath(pathname: string): string | null {
  const match = /^\/(?:male-strippers|topless-waiters|pricing)\/([a-z-]+)$/.exec(basePath(pathname));
  const city = match?.[1];
  return city && isCity(city) ? city : null;
}

/** Where a landing came from, as the figures group it. */
export interface Landing {
  partnerCode: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
}

/** The columns a booking's source and a counted view both store about where the visitor came from, in their order. */
export const ORIGIN_COLUMNS = ['source', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'device'] as const;

/** A source's one name: `partner:CODE`, the utm_source, the referrer's host, else null (a step inside the site). */
export function sourceOf(landing: Landing): string | null {
  if (landing.partnerCode) return `partner:${landing.partnerCode}`;
  return landing.utmSource ?? landing.referrerHost;
}

/** The landing a URL's query and a referrer describe (a partner code as carried: upper case, at most 32 characters). */
export function landingOf(url: URL, referrer: string | null | undefined, ownHost: string | null): Landing {
  const partner = url.searchParams.get('partner')?.trim().toUpperCase().slice(0, 32);
  return {
    partnerCode: partner && /^[A-Z0-9-]{3,32}$/.test(partner) ? partner : null,
    utmSource: utmValue(url.searchParams.get('utm_source')),
    utmMedium: utmValue(url.searchParams.get('utm_medium')),
    utmCampaign: utmValue(url.searchParams.get('utm_campaign')),
    referrerHost: referrerHost(referrer, ownHost),
  };
}

/** The language of a counted path. */
export const localeOfVisit = (pathname: string) => localeOfPath(pathname);
