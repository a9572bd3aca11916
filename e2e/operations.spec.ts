// What the operator sees of a running server (issue 30): Prometheus metrics on a loopback-only port
// and one JSON log line per request with a request id, never a booking id, token, link or address.
import { expect, test } from '@playwright/test';
import { distinctBooking } from '@test/reliability/bookings';
import { freePort, postJson, rawRequest, removeDir, startOwnServer } from '@test/reliability/server-process';

test('metrics on the loopback port and one privacy-safe JSON log line per request', async () => {
  const metricsPort = await freePort();
  const server = await startOwnServer({ env: { METRICS_PORT: String(metricsPort), NODE_ENV: '' } });
  try {
    const booking = distinctBooking(0);
    const booked = await postJson(server.port, '/api/bookings', booking, '127.0.0.3');
    expect(booked.status).toBe(201);
    const id = booked.json.id as string;
    expect(booked.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const own = await rawRequest(server.port, {
      path: `/api/bookings/${id}/calendar.ics?token=secret-token-value`,
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(own.headers['x-request-id']).toBe('trace-42');

    const metrics = await rawRequest(metricsPort, { path: '/metrics' });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/http_requests_total\{method="POST",route="\/api\/bookings",status="201"\} 1/);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/bookings"\}/);
    expect(metrics.body).toMatch(/^bookings\{status="requested"\} 1$/m);
    expect(metrics.body).toMatch(/^outbox_messages\{status="\w+"\} 1$/m);
    expect(metrics.body).toMatch(/^sqlite_wal_bytes \d+$/m);
    expect(metrics.body).toContain('job_duration_seconds');
    // Metrics are never on the site's own port.
    expect((await rawRequest(server.port, { path: '/metrics' })).status).toBe(404);

    await expect.poll(() => server.output()).toContain('"reqId":"trace-42"');
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const posted = lines.find((line) => line.method === 'POST' && line.route === '/api/bookings');
    expect(posted).toMatchObject({ level: 30, status: 201 });
    expect(posted?.reqId).toBe(booked.headers['x-request-id']);
    const traced = lines.find((line) => line.reqId === 'trace-42');
    expect(String(traced?.route)).not.toContain(id);
    for (const secret of [id, 'secret-token-value', booking.customerEmail, booking.address]) expect(server.output()).not.toContain(secret);
  } finally {
    await server.stop();
    removeDir(server.dir);
  }
});
