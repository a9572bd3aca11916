import { describe, expect, it } from 'vitest';
import { isTranslated } from '@/lib/i18n';
import { sitemapXml, STATIC_PATHS } from './sitemap';

describe('sitemapXml', () => {
  it('lists the pages and the performer profiles with absolute URLs', () => {
    const xml = sitemapXml('https://siamhunks.example', ['abc-1']);
    expect(xml).toContain('<loc>https://siamhunks.example/</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/topless-waiters/phuket</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/pricing/pattaya</loc>');
    expect(xml).toContain('<loc>https://siamhunks.example/performer/abc-1</loc>');
    expect(xml).not.toContain('/admin');
    // 17 English pages, and the Thai one of each page that has it.
    const thai = [...STATIC_PATHS, '/performer/abc-1'].filter((path) => isTranslated(path)).length;
    expect(thai).toBeGreaterThan(0);
    expect(xml.match(/<url>/g)).toHaveLength(17 + thai);
  });

  it('lists a page in both languages, each entry naming both and x-default (the English page)', () => {
    const xml = sitemapXml('https://siamhunks.example', []);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://siamhunks.example/"/>' +
      '<xhtml:link rel="alternate" hreflang="th" href="https://siamhunks.example/th/"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://siamhunks.example/"/>';
    expect(xml).toContain(`<url><loc>https://siamhunks.example/</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://siamhunks.example/th/</loc>${alternates}</url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://siamhunks.example/th/terms</loc><xhtml:link rel="alternate" hreflang="en" href="https://siamhunks.example/terms"/>',
    );
    // Every listed page now has its Thai twin (the join page was the last without one); a page without
    // a Thai version gets no alternates (isTranslated, src/lib/i18n.test.ts).
    expect(xml).toContain(
      '<url><loc>https://siamhunks.example/th/join</loc><xhtml:link rel="alternate" hreflang="en" href="https://siamhunks.example/join"/>',
    );
    expect(xml).not.toMatch(/<url><loc>[^<]*<\/loc><\/url>/);
  });
});
