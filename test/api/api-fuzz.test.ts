// Table-driven fuzz of every JSON endpoint under src/pages/api (public and admin), called through the
// real middleware on a real database: wrong types, null, __proto__, missing and extra keys, 100k
// strings, nested junk, invalid and empty JSON, wrong content types, 2 MB bodies, SQL and script
// payloads, junk path ids and query strings. Every answer must be a documented 4xx (or 200 for a
// read), JSON `{ error }`, with no stack trace, and the database must be unchanged after each case.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInToken } from '@/features/dashboard/dashboard-auth.server';
import { issueSignInToken } from '@/lib/server/link-sign-in';
import { TEST_PASSWORD, TestClient, useTempServer } from '@test/client';
import { getDb } from '@/lib/server/db';
import { startUp } from '@/startup';
import { distinctBooking } from '@test/reliability/bookings';
import { apiRoutes, verbsOf, type ApiRoute } from '@test/router';

const SQL = "' OR 1=1; DROP TABLE bookings; --";
const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const BIG = 'x'.repeat(100_000);
const nested = (depth: number): unknown => (depth === 0 ? ['junk', { a: null }] : { a: [nested(depth - 1)], b: depth });
/** Values put in place of one field (those of the field's own JS type are skipped: they may be valid). */
const FIELD_JUNK: Record<string, unknown> = {
  null: null,
  number: 12345,
  float: 1.5,
  bool: true,
  array: ['a', 1, null],
  object: { a: 1 },
  nested: nested(30),
  proto: JSON.parse('{"__proto__":{"polluted":true}}'),
  big: BIG,
};
/** Strings that are wrong for enum, e-mail, date, id and number fields. */
const STRING_JUNK: Record<string, string> = { sql: SQL, script: SCRIPT, nul: 'a\u0000b', empty: '', unicode: '\u202e\ud800' };
/** Whole bodies that are never a valid request. */
const BODY_JUNK: Record<string, { body: string | Uint8Array; type?: string; status?: number[] }> = {
  'invalid JSON': { body: '{"a":', status: [400] },
  'empty body': { body: '', status: [400] },
  'JSON null': { body: 'null', status: [400] },
  'JSON array': { body: '[1,2]', status: [400] },
  'JSON string': { body: '"hello"', status: [400] },
  'JSON number': { body: '42', status: [400] },
  'deeply nested JSON': { body: `${'['.repeat(200_000)}${']'.repeat(200_000)}`, status: [400, 413] },
  '__proto__ only': { body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}', status: [400] },
  'invalid UTF-8': { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), status: [400] },
  'text/plain': { body: '{}', type: 'text/plain', status: [415] },
  'form-urlencoded': { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded', status: [415] },
  multipart: { body: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x', status: [415] },
  'no content type': { body: '{}', type: '', status: [415] },
  '2 MB JSON': { body: JSON.stringify({ a: 'y'.repeat(2 * 1024 * 1024) }), status: [413] },
};
const PATH_JUNK = [
  '00000000-0000-4000-8000-000000000000',
  SQL,
  '<script>',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(5000),
  '%00',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
];
const QUERY_JUNK = [
  '?category=<script>&location=%27%20OR%201=1',
  '?page=-1&pageSize=1e9&status=__proto__',
  '?page=1e309&pageSize=NaN',
  `?q=${encodeURIComponent(SQL)}`,
  `?q=${'z'.repeat(10_000)}`,
  '?category[]=a&category[]=b&location=phuket&location=bangkok',
  '?__proto__[polluted]=1&constructor[prototype][x]=1',
  '?dryRun=maybe',
];
const DOCUMENTED = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429]);
const STACK = /\n\s+at |SqliteError|SQLITE_|node_modules|DrizzleQueryError|TypeError|ReferenceError/;

let server: ReturnType<typeof useTempServer>;
const ids: Record<string, string> = {};
let admin: TestClient;
let csrf = '';
let dashboard: TestClient;
let performer: TestClient;
let cases = 0;

beforeAll(async () => {
  server = useTempServer();
  // The start-up's own first writes (the retention purge's run marker) happen before any snapshot.
  await startUp();
  const db = getDb();
  const first = (table: string) => (db.$client.prepare(`select id from ${table} limit 1`).get() as { id: string | number }).id;
  const booking = await new TestClient('198.51.100.90').call('POST', '/api/bookings', {
    json: { ...distinctBooking(0), customerEmail: 'fuzz@example.com' },
  });
  ids.booking = booking.body.id;
  // Confirmed (pending), as the customer's actions need: a request's advance and summary are refused before any body is read.
  db.$client.prepare(`update bookings set status = 'pending' where id = ?`).run(ids.booking);
  await new TestClient('198.51.100.91').call('POST', '/api/contacts', {
    json: { firstName: 'A', lastName: 'B', email: 'a@example.com', inquiryType: 'general', message: 'Hello there' },
  });
  await new TestClient('198.51.100.92').call('POST', '/api/applications', {
    json: {
      name: 'Al Bo',
      stageName: 'Bolt',
      email: 'al@example.com',
      location: 'bangkok',
      interestedIn: ['Becoming a Male Stripper'],
      age: '25',
    },
  });
  ids.performer = String(first('performers'));
  ids.pricing = String(first('pricing_items'));
  ids.parameter = String(first('pricing_parameters'));
  ids.contact = String(first('contacts'));
  ids.application = String(first('applications'));
  admin = new TestClient('198.51.100.93');
  csrf = await admin.loginAdmin(TEST_PASSWORD);
  dashboard = new TestClient('198.51.100.94');
  const token = createSignInToken(db, 'fuzz@example.com')!;
  expect((await dashboard.call('POST', '/api/dashboard/session', { json: { token } })).status).toBe(200);
  // A performer on the booking, signed in, so the performer routes' bad bodies reach their body checks.
  const onBooking = distinctBooking(0).stripperIds[0]!;
  db.$client.prepare(`update performers set email = 'fuzz-performer@example.com' where id = ?`).run(onBooking);
  performer = new TestClient('198.51.100.95');
  const performerToken = issueSignInToken(db, 'performer', 'fuzz-performer@example.com');
  expect((await performer.call('POST', '/api/performer/session', { json: { token: performerToken } })).status).toBe(200);
});
afterAll(async () => {
  console.log(`[security] API fuzz: ${cases} cases`);
  await server.cleanup();
});

/**
 * A digest of every table the API could change (rate-limit counters excepted: counting hits is their job;
 * for a read, the audit record too: an export is a read the record keeps on purpose).
 */
function snapshot(read = false): string {
  const db = getDb().$client;
  const skipped = read ? "('rate_limits', 'audit_log', 'sqlite_sequence')" : "('rate_limits')";
  const tables = (
    db.prepare(`select name from sqlite_master where type = 'table' and name not in ${skipped} order by name`).all() as {
      name: string;
    }[]
  ).map((t) => t.name);
  const hash = createHash('sha256');
  for (const table of tables) hash.update(JSON.stringify(db.prepare(`select * from "${table}"`).all()));
  return hash.digest('hex');
}

/** Valid bodies (required keys only) of the write endpoints, so each field can be broken on its own. */
const BASES: Record<string, () => Record<string, unknown>> = {
  'POST /api/bookings': () => {
    const { totalPrice: _optional, ...body } = distinctBooking(500);
    return body;
  },
  'POST /api/pricing/calculate': () => ({
    location: 'bangkok',
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'none',
    stripperIds: [distinctBooking(0).stripperIds[0]],
    waiterIds: [],
  }),
  'POST /api/contacts': () => ({ firstName: 'A', lastName: 'B', email: 'a@example.com', inquiryType: 'general', message: 'Hello' }),
  'POST /api/applications': () => ({
    name: 'Al Bo',
    stageName: 'Bolt',
    email: 'al@example.com',
    location: 'bangkok',
    interestedIn: ['Becoming a Male Stripper'],
    age: '25',
  }),
  'POST /api/dashboard/link': () => ({ email: 'fuzz@example.com' }),
  'PATCH /api/dashboard/bookings/[id]': () => ({ eventDate: '2099-01-01', eventTime: '20:00', venueType: 'hotel', address: 'Somewhere 1' }),
  'POST /api/admin/login': () => ({ password: 'wrong password' }),
  'POST /api/admin/performers': () => ({ name: 'Fuzz', description: 'Fuzz', imageUrl: 'fuzz.webp' }),
  'PUT /api/admin/performers/[id]': () => ({ name: 'Fuzz', imageUrl: 'fuzz.webp', isAvailable: false, location: 'Phuket' }),
  'PUT /api/admin/performers/reorder': () => ({ performerId: 'no-such-performer', direction: 'up' }),
  'PUT /api/admin/pricing/[id]': () => ({ price: 1234567 }),
  'POST /api/admin/pricing-parameters': () => ({ parameterType: 'waiter_rate', location: 'bangkok', value: 4321 }),
  'PATCH /api/admin/pricing-parameters/[id]': () => ({ value: 4321 }),
  'PATCH /api/admin/bookings/[id]/status': () => ({ status: 'completed' }),
  'PATCH /api/admin/contacts/[id]/status': () => ({ status: 'archived' }),
  'PATCH /api/admin/applications/[id]/status': () => ({ status: 'archived' }),
  'POST /api/admin/bookings/[id]/send-confirmation': () => ({ cashAmount: 1 }),
  'POST /api/admin/performers/[id]/time-off': () => ({ startsAt: '2099-01-01T00:00:00+07:00', endsAt: '2099-01-02T00:00:00+07:00' }),
  'POST /api/performer/link': () => ({ email: 'fuzz-performer@example.com' }),
  'POST /api/performer/bookings/[id]/answer': () => ({ answer: 'decline', reason: 'Busy that night' }),
  'POST /api/performer/time-off': () => ({ startsAt: '2099-01-01T00:00:00+07:00', endsAt: '2099-01-02T00:00:00+07:00' }),
  'PUT /api/admin/bookings/[id]/performer-note': () => ({ note: 'Fuzz note' }),
  'POST /api/admin/bookings/[id]/replace': () => ({ from: 'no-such-performer', to: 'no-such-performer' }),
  // A photo that is not his: every variant is refused (the schema's rules, then the photo's), so nothing is saved.
  'PUT /api/performer/profile': () => ({
    description: 'Fuzz',
    bioTh: null,
    height: "5'10",
    eyeColor: 'Brown',
    hairColor: 'Brown',
    tattoos: 'None',
    languages: ['English'],
    costumes: ['Cowboy'],
    imageUrl: 'fuzz.webp',
    additionalImages: [],
  }),
  // No draft waits here: 404 at best.
  'POST /api/admin/performers/[id]/profile/approve': () => ({ version: 1 }),
  'POST /api/admin/performers/[id]/profile/return': () => ({ version: 1, note: 'Fuzz note' }),
};
/** Fields that are free text: any string is valid there, so string junk is not applied to them. */
const FREE_TEXT = new Set([
  'customerName',
  'address',
  'firstName',
  'lastName',
  'message',
  'name',
  'stageName',
  'description',
  'password',
  'customerPhone',
  'note',
  'reason',
]);
/** Keys with a default: leaving them out is valid. */
const OPTIONAL = new Set(['stripperIds', 'waiterIds', 'selectedToplessWaiter']);
/** Endpoints that ignore unknown keys (z.object): an extra key is not an error there. */
const LENIENT = /contacts|applications|admin|calculate/;
/** Calls that must never run with a valid body here (they would change data on purpose). */
const NEVER_VALID = new Set([
  'DELETE /api/admin/performers/[id]',
  'DELETE /api/admin/performers/[id]/time-off/[timeOffId]',
  'DELETE /api/admin/performers/[id]/feed',
  'DELETE /api/admin/bookings/[id]',
  'DELETE /api/admin/pricing-parameters/[id]',
  'POST /api/dashboard/bookings/[id]/cancel',
  'POST /api/bookings/[id]/send-summary',
  'DELETE /api/performer/time-off/[timeOffId]',
  'DELETE /api/admin/sessions/[id]',
  'DELETE /api/admin/staff/[id]/passkeys/[passkeyId]',
  // Actions that act on their ids (publish a review in the version read, renew a share's link).
  'POST /api/admin/reviews/[id]/publish',
  'POST /api/bookings/[id]/shares/[number]/link',
  'POST /api/bookings/[id]/shares/cover',
]);
/** Multipart uploads outside /upload/ (a guest's share report with its slip): any documented answer to a JSON body. */
const MULTIPART = new Set(['POST /api/shares/report', 'POST /api/performer/photo', 'PUT /api/admin/content/photos/[slot]']);
/** Calls that read nothing of their body (RFC 8058's one-click opt-out acts on its token; a site photo's removal and a withdrawal on their address and session): any documented answer. */
const BODY_IGNORED = new Set(['POST /api/shares/opt-out', 'DELETE /api/admin/content/photos/[slot]', 'DELETE /api/performer/profile']);
/** GETs that change nothing and lead elsewhere (the opt-out's address, opened in a browser, to the guest's /pay page): 303 whatever the query. */
const REDIRECTS = new Set(['GET /api/shares/opt-out']);
/** Calls that ignore their body and act on the session: body junk is sent without a session. */
const SESSION_ONLY = new Set([
  'POST /api/admin/logout',
  'POST /api/admin/calendar-feed',
  'POST /api/admin/seed-database',
  'DELETE /api/dashboard/session',
  'POST /api/performer/feed',
  'DELETE /api/performer/session',
]);

const idFor = (route: ApiRoute) => (param: string) => {
  if (param !== 'id') return 'x';
  const f = route.file;
  if (f.includes('performers')) return ids.performer!;
  if (f.includes('pricing-parameters')) return ids.parameter!;
  if (f.includes('pricing')) return ids.pricing!;
  if (f.includes('contacts')) return ids.contact!;
  if (f.includes('applications')) return ids.application!;
  return ids.booking!;
};

interface Case {
  name: string;
  method: string;
  path: string;
  body?: string | Uint8Array;
  type?: string;
  client: TestClient;
  headers?: Record<string, string>;
  expect: number[];
}

/** Every case of one route and verb. */
function casesFor(route: ApiRoute, verb: string): Case[] {
  const key = `${verb} ${route.path((p) => `[${p}]`)}`;
  const isAdmin = route.file.includes('/admin/') || route.file.includes('/upload/');
  // Calls that answer without a session: sign-in (password or passkey), status, the CSRF token, an invitation's passkey.
  const open = /\/admin\/(login|status|csrf-token|passkeys\/(login|register))/.test(route.file);
  // A booking's actions need the customer's session (the dashboard client is signed in as its address), so bad bodies reach the body checks.
  const customer = route.file.includes('/dashboard/') || route.file.startsWith('/api/bookings/[id]/');
  // The performer's routes need the performer's session (the performer client is on the booking).
  const onPerformerSession = route.file.startsWith('/api/performer/') && !route.file.endsWith('/link.ts');
  const client = customer ? dashboard : onPerformerSession ? performer : isAdmin ? admin : null;
  const fresh = () => client ?? new TestClient(`10.9.${Math.floor(cases / 250) % 250}.${cases % 250}`);
  const headers: Record<string, string> = isAdmin ? { 'x-csrf-token': csrf } : {};
  const realPath = route.path(idFor(route));
  const hasParam = realPath !== route.path(() => '');
  const out: Case[] = [];
  const add = (c: Omit<Case, 'client' | 'headers'> & { client?: TestClient; headers?: Record<string, string> }) => {
    cases += 1;
    out.push({ client: fresh(), headers, ...c });
  };
  const safeVerb = verb === 'GET';
  const dangerous = NEVER_VALID.has(key);

  if (isAdmin && !open) {
    add({
      name: 'no session',
      method: verb,
      path: realPath,
      client: new TestClient('10.8.0.1'),
      headers: {},
      body: '{}',
      type: 'application/json',
      expect: [401],
    });
    if (!safeVerb)
      add({ name: 'no CSRF token', method: verb, path: realPath, headers: {}, body: '{}', type: 'application/json', expect: [403] });
    if (!safeVerb)
      add({
        name: 'wrong CSRF token',
        method: verb,
        path: realPath,
        headers: { 'x-csrf-token': 'x'.repeat(43) },
        body: '{}',
        type: 'application/json',
        expect: [403],
      });
  }
  if (hasParam) {
    for (const junk of PATH_JUNK) {
      const path = route.path((p) => (p === 'id' ? encodeURIComponent(junk).replace(/%25/g, '%') : 'x'));
      add({ name: `path id ${junk.slice(0, 30)}`, method: verb, path, body: '{}', type: 'application/json', expect: [400, 404] });
    }
  }
  if (safeVerb) {
    for (const query of QUERY_JUNK)
      add({
        name: `query ${query.slice(0, 40)}`,
        method: verb,
        path: `${realPath}${query}`,
        expect: REDIRECTS.has(key) ? [303] : [200, 400, 404],
      });
    return out;
  }
  if (SESSION_ONLY.has(key)) {
    for (const [name, junk] of Object.entries(BODY_JUNK)) {
      add({
        name,
        method: verb,
        path: realPath,
        client: new TestClient('10.8.0.2'),
        body: junk.body,
        type: junk.type ?? 'application/json',
        expect: [200, 401, 403],
      });
    }
    return out;
  }
  const target = dangerous && hasParam ? route.path(() => '00000000-0000-4000-8000-000000000000') : realPath;
  for (const [name, junk] of Object.entries(BODY_JUNK)) {
    add({
      name,
      method: verb,
      path: target,
      body: junk.body,
      type: junk.type ?? 'application/json',
      expect:
        dangerous || key.includes('/upload/') || MULTIPART.has(key) || BODY_IGNORED.has(key) ? [...DOCUMENTED] : [...junk.status!, 429],
    });
  }
  const base = BASES[key];
  if (!base) return out;
  const valid = base();
  for (const field of Object.keys(valid)) {
    for (const [name, value] of Object.entries(FIELD_JUNK)) {
      if (Array.isArray(value) ? Array.isArray(valid[field]) : typeof value === typeof valid[field] && name !== 'big' && name !== 'proto')
        continue;
      if (name === 'big' && FREE_TEXT.has(field)) continue;
      add({
        name: `${field}=${name}`,
        method: verb,
        path: target,
        body: JSON.stringify({ ...valid, [field]: value }),
        type: 'application/json',
        expect: [...DOCUMENTED],
      });
    }
    if (!FREE_TEXT.has(field)) {
      for (const [name, value] of Object.entries(STRING_JUNK)) {
        add({
          name: `${field}=${name}`,
          method: verb,
          path: target,
          body: JSON.stringify({ ...valid, [field]: value }),
          type: 'application/json',
          expect: [...DOCUMENTED],
        });
      }
    }
    if ((!/PUT|PATCH/.test(verb) || key.includes('status')) && !OPTIONAL.has(field)) {
      const { [field]: _dropped, ...rest } = valid;
      add({
        name: `missing ${field}`,
        method: verb,
        path: target,
        body: JSON.stringify(rest),
        type: 'application/json',
        expect: [...DOCUMENTED],
      });
    }
  }
  if (!LENIENT.test(key))
    add({
      name: 'extra key',
      method: verb,
      path: target,
      body: JSON.stringify({ ...valid, isAdmin: true }),
      type: 'application/json',
      expect: [400],
    });
  return out;
}

describe('API fuzz', () => {
  it('finds the public and admin endpoints', () => {
    const files = apiRoutes.map((r) => r.file);
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.some((f) => f.includes('/admin/'))).toBe(true);
  });

  for (const route of apiRoutes) {
    it(`${route.file}: every bad request gets a documented answer and changes nothing`, async () => {
      const failures: string[] = [];
      // The digest after a case is the next case's before (nothing awaits between them, so nothing else can write
      // there): one digest of the whole database per case, not two.
      let last: { read: boolean; digest: string } | undefined;
      for (const verb of await verbsOf(route)) {
        for (const c of casesFor(route, verb)) {
          const read = c.method === 'GET';
          const before = last?.read === read ? last.digest : snapshot(read);
          const headers: Record<string, string> = { ...c.headers };
          if (c.type) headers['content-type'] = c.type;
          const response = await c.client.send(c.method, c.path, { body: c.body as BodyInit, headers });
          const text = await response.text();
          const label = `${c.method} ${c.path.slice(0, 80)} [${c.name}] → ${response.status}`;
          if (!c.expect.includes(response.status)) failures.push(`${label}: expected ${c.expect.join('/')}: ${text.slice(0, 160)}`);
          if (STACK.test(text)) failures.push(`${label}: stack or internals in the body: ${text.slice(0, 160)}`);
          if (response.status >= 400) {
            let error: unknown;
            try {
              error = JSON.parse(text).error;
            } catch {
              error = undefined;
            }
            if (typeof error !== 'string' || !error) failures.push(`${label}: not a JSON { error }: ${text.slice(0, 100)}`);
          }
          last = { read, digest: snapshot(read) };
          if (last.digest !== before) failures.push(`${label}: the database changed`);
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
