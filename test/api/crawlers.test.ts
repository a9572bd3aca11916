// What crawlers and HTML validators read before the page: robots.txt and the charset of every page answer.
import { describe, expect, it } from 'vitest';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { onRequest } from '@/middleware';
import { GET as robotsTxt } from '@/pages/robots.txt';

useTempApp();

/** A GET of path through the real middleware to a page that answers as Astro renders one (bare `text/html`). */
async function page(path: string, init: RequestInit = {}): Promise<Response> {
  const context = fakeContext(new Request(`http://localhost:4321${path}`, init));
  const next = () => Promise.resolve(new Response('<!doctype html><title>t</title>', { headers: { 'Content-Type': 'text/html' } }));
  return (await onRequest(context as never, next)) as Response;
}

describe('robots.txt', () => {
  it('bars only the API, so a crawler reads the noindex of every private page in every language', async () => {
    const text = await (await robotsTxt(fakeContext(new Request('http://localhost:4321/robots.txt')))).text();
    const barred = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    expect(barred).toEqual(['/api/']);
  });
});

describe('every text/html answer names its charset', () => {
  it.each(['/dashboard', '/th/me', '/about-us', '/performer-login'])('%s', async (path) => {
    const response = await page(path);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('also when the page is asked for with a cookie (not from the page cache)', async () => {
    const response = await page('/th/', { headers: { cookie: 'a=b' } });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
