// The first requests after a start (issue 34): a client that sends the correct admin login, a booking
// and an admin read the moment the port accepts connections is answered on a finished start-up (the
// password stored, the database migrated and seeded): 200/201, or 503 with Retry-After and then the
// real answer; never a 401 for the right password, and never an attempt counted against the limits.
import { expect, test } from '@playwright/test';
import { distinctBooking } from '@test/reliability/bookings';
import {
  cookieOf,
  postJson,
  rawRequest,
  removeDir,
  startOwnServer,
  type OwnServer,
  type RawAnswer,
} from '@test/reliability/server-process';

const PASSWORD = 'correct horse battery staple';
/** Fresh starts per run: on the old server (listening before the start-up finished) every one of them lost the race. */
const STARTS = 3;

/** Sends a request; a 503 with Retry-After (a start-up not finished or failed) is sent again once, straight away. */
async function judged(send: () => Promise<RawAnswer>): Promise<{ first: RawAnswer; final: RawAnswer }> {
  const first = await send();
  if (first.status !== 503) return { first, final: first };
  expect(first.headers['retry-after']).toMatch(/^\d+$/);
  return { first, final: await send() };
}

/** The admin's first sign-in and first read, as the panel makes them, starting the moment the port accepts. */
async function adminFirst(server: OwnServer) {
  const csrf = await judged(() => rawRequest(server.port, { path: '/api/admin/csrf-token' }));
  expect(csrf.final.status).toBe(200);
  const preSession = cookieOf(csrf.final, 'admin_login_csrf')!;
  const token = (JSON.parse(csrf.final.body) as { csrfToken: string }).csrfToken;
  const login = await judged(() =>
    rawRequest(server.port, {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: preSession },
      body: JSON.stringify({ password: PASSWORD }),
    }),
  );
  const session = cookieOf(login.final, 'admin_session');
  const read = session
    ? await judged(() => rawRequest(server.port, { path: '/api/admin/bookings', headers: { cookie: session } }))
    : undefined;
  return { login, read };
}

test('requests sent the moment the port accepts are answered on a finished start-up', async () => {
  test.setTimeout(STARTS * 30_000);
  for (let i = 0; i < STARTS; i++) {
    const server = await startOwnServer({ until: 'accepting' });
    try {
      const [admin, booking] = await Promise.all([
        adminFirst(server),
        judged(() => postJson(server.port, '/api/bookings', distinctBooking(i), '127.0.0.2')),
      ]);
      const statuses = `start ${i}: login ${admin.login.first.status}/${admin.login.final.status}, read ${admin.read?.final.status}, booking ${booking.first.status}/${booking.final.status}`;
      expect(admin.login.final.status, statuses).toBe(200);
      expect(admin.read?.final.status, statuses).toBe(200);
      expect(booking.final.status, statuses).toBe(201);
      // Nothing was counted against the login limits: the next sign-in is not told to wait.
      expect(admin.login.final.body, statuses).toContain('isAdmin');
    } finally {
      await server.stop();
      removeDir(server.dir);
    }
  }
});

test('a start-up that fails answers the waiting requests 503 with Retry-After, then the process exits', async () => {
  // A running SITE_URL other than the build's fails the start-up (e2e/site-url.spec.ts).
  const server = await startOwnServer({ until: 'accepting', env: { SITE_URL: 'https://elsewhere.example' } });
  try {
    const answer = await rawRequest(server.port, { path: '/api/performers' }).catch((error: Error) => error);
    // The request is either held until the start-up failed, or finds the port already closed.
    if (answer instanceof Error) expect(answer.message).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    else {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    }
    await expect.poll(() => server.output()).toContain('health check failed');
  } finally {
    await server.stop();
    removeDir(server.dir);
  }
});
