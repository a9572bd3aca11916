import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists the pages and the performer profiles with absolute URLs', () => {
    const xml = sitemapXml('https://siamhunks.example', ['abc-1']);
    expect(xml).toContain('<loc>https://siamhunks.example/</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/topless-waiters/phuket</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/pricing/pattaya</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/performer/abc-1</loc>');
    expect(xml).not.toContain('/admin');
    expect(xml.match(/<url>/g)).toHaveLength(17);
  });
});
