// The route label of the request log and metrics: no id, token or query ever reaches a log line.
import { describe, expect, it } from 'vitest';
import { routeLabel } from './observability.mjs';

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
