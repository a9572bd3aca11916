// The per-visitor pages' CSS cut (issue 47): an HTML answer keeps the rules its words use and its own script
// hashes; another answer passes as it is.
import { describe, expect, it } from 'vitest';
import { isCutPage, withPageCss } from './page-css';

const css = '.used{color:red}.unused{color:blue}';
const page = `<html><head><style>${css}</style></head><body><p class="used">Hi</p></body></html>`;

describe('withPageCss', () => {
  it('cuts an HTML answer to the rules its words use, keeping its status and headers', async () => {
    const answer = await withPageCss(
      new Response(page, { status: 409, headers: { 'content-type': 'text/html', 'content-length': String(page.length), 'x-kept': '1' } }),
    );
    const html = await answer.text();
    expect(answer.status).toBe(409);
    expect(answer.headers.get('x-kept')).toBe('1');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(html).toContain('.used{color:red}');
    expect(html).not.toContain('.unused');
  });

  it('leaves a JSON answer alone', async () => {
    const answer = await withPageCss(new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }));
    expect(await answer.text()).toBe('{"a":1}');
  });

  it("applies to the links' pages and the summary in both languages, and to the cached pages (for a visitor with a cookie)", () => {
    const cut = [
      '/brief',
      '/th/brief',
      '/review',
      '/th/review',
      '/pay',
      '/th/pay',
      '/booking/confirm',
      '/booking/0b6e/summary',
      '/th/booking/0b6e/summary',
    ];
    const cached = ['/male-strippers/bangkok', '/th/performer/abc', '/pricing/phuket', '/booking', '/dashboard'];
    const whole = ['/briefs', '/admin', '/api/reviews', '/reviews', '/no-such-page'];
    expect([...cut, ...cached].filter((page) => !isCutPage(page))).toEqual([]);
    expect(whole.filter(isCutPage)).toEqual([]);
  });
});
