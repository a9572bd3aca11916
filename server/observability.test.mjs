// The route label of the request log and metrics: the matched route pattern, never the path a client wrote.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { prettyFactory } from 'pino-pretty';
import {
  fileRoute,
  MAX_ROUTE_LABELS,
  metricsText,
  observe,
  OTHER,
  readableOptions,
  requestLogLevel,
  routeLabel,
  serveMetrics,
  UNMATCHED,
} from './observability.mjs';

/**
 * One answered request through observe: a fake request and response, closed with `status`.
 * @param {string} url
 * @param {number} status
 * @param {string | undefined} routePattern
 */
function answer(url, status, routePattern) {
  const req = /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ url, method: 'GET', headers: {} }));
  const res = /** @type {import('node:http').ServerResponse} */ (
    /** @type {unknown} */ (Object.assign(new EventEmitter(), { statusCode: status, writableFinished: true, setHeader() {} }))
  );
  observe(req, res, { routePattern });
  res.emit('close');
}

describe('routeLabel', () => {
  it('names a request by the pattern that matched it; no id, token or query can reach a label', () => {
    expect(routeLabel('/api/bookings/[id]/calendar.ics', 200)).toBe('/api/bookings/[id]/calendar.ics');
    expect(routeLabel('/api/performer-feed/[token]', 200)).toBe('/api/performer-feed/[token]');
    expect(fileRoute('/_astro/index.CkX3p9a_.js')).toBe('/_astro/:file');
    expect(fileRoute('/male-strippers/bangkok/')).toBe('/male-strippers/bangkok/');
  });

  it('gives every unmatched request and every 404 page one label', () => {
    expect(routeLabel(undefined, 401)).toBe(UNMATCHED);
    expect(routeLabel('/404', 404)).toBe(UNMATCHED);
    expect(routeLabel('/[city]', 404)).toBe(UNMATCHED);
  });

  it('keeps the route of a 404 an API route answered (an unknown booking is not a made-up path)', () => {
    expect(routeLabel('/api/bookings/[id]', 404)).toBe('/api/bookings/[id]');
  });
});

describe('request metrics', () => {
  it('made-up paths do not grow the metrics, and the label set has a cap', async () => {
    const server = serveMetrics(0);
    try {
      answer('/api/admin/warm-up', 401, undefined);
      const before = (await metricsText()).split('\n').length;
      for (let i = 0; i < 300; i++) answer(`/api/admin/made-up-${i}/k2JxQy8wZ0VrTnBzUjFhM2Q.ics`, 401, undefined);
      const after = await metricsText();
      expect(after.split('\n').length).toBe(before);
      expect(after).not.toContain('made-up');
      for (let i = 0; i < MAX_ROUTE_LABELS + 50; i++) answer('/x', 200, `/pattern-${i}`);
      expect(routeLabel('/one-more-pattern', 200)).toBe(OTHER);
      const labels = new Set([...(await metricsText()).matchAll(/http_requests_total\{[^}]*route="([^"]+)"/g)].map((m) => m[1]));
      expect(labels.size).toBeLessThanOrEqual(MAX_ROUTE_LABELS + 2);
    } finally {
      server.close();
    }
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
