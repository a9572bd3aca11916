// The route label of the request log and metrics: no id, token or query ever reaches a log line.
import { describe, expect, it } from 'vitest';
import { prettyFactory } from 'pino-pretty';
import { readableOptions, requestLogLevel, routeLabel } from './observability.mjs';

describe('routeLabel', () => {
  it('makes ids and tokens :id and drops the query', () => {
    expect(routeLabel('/api/bookings/0f8fad5b-d9cb-469f-a165-70867728950e/calendar.ics?token=abc', 200)).toBe(
      '/api/bookings/:id/calendar.ics',
    );
    expect(routeLabel('/booking/confirm?token=Zm9vYmFyYmF6cXV4cXV1eA', 200)).toBe('/booking/confirm');
    expect(routeLabel('/api/admin/outbox/42/retry', 200)).toBe('/api/admin/outbox/:id/retry');
    expect(routeLabel('/dashboard/sign-in/k2JxQy8wZ0VrTnBzUjFhM2Q', 302)).toBe('/dashboard/sign-in/:id');
  });

  it('keeps the label set bounded: 404s and hashed assets share one label each', () => {
    expect(routeLabel('/wp-login.php', 404)).toBe('not-found');
    expect(routeLabel('/_astro/index.CkX3p9a_.js', 200)).toBe('/_astro/:file');
    expect(routeLabel('/Male-Strippers/Bangkok', 200)).toBe('/male-strippers/bangkok');
  });
});

describe('the request log', () => {
  it('writes a page or an API call at info and a static file only at debug', () => {
    for (const url of ['/', '/booking?city=bangkok', '/th/booking', '/api/pricing/calculate', '/sitemap.xml', '/robots.txt']) {
      expect(requestLogLevel(url), url).toBe('info');
    }
    for (const url of [
      '/_astro/index.CkX3p9a_.js',
      '/_astro/Base.B1x.css',
      '/favicon.ico',
      '/_image?href=x&w=320',
      '/uploads/a.webp',
      '/fonts/x.woff2',
    ]) {
      expect(requestLogLevel(url), url).toBe('debug');
    }
  });

  it('reads as one short line per request in a terminal', () => {
    const format = prettyFactory({ ...readableOptions, colorize: false });
    const line = format({ level: 30, time: 0, reqId: 'abc', method: 'GET', route: '/booking', status: 200, ms: 12, finished: true });
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/booking 200 12 ms\n$/);
    expect(format({ level: 30, time: 0, msg: '3 pre-compressed files written' })).toMatch(/\] INFO: 3 pre-compressed files written\n$/);
  });
});
