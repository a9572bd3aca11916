/**
 * `npx tsx scripts/scale-db.ts <file> [--small]`: builds the database an agency reaches after years
 * (issue 33), for `npm run bench:scale`. The real migrations and seed first, then, one transaction per
 * table through prepared statements: 300 performers (the 19 seeded ones included) with days off,
 * 100,000 bookings over 5 years (every status, city and advance state, slots, slips), 50,000 contacts,
 * 50,000 applications, 1,000,000 rate-limit windows and 200,000 outbox messages. Deterministic: a
 * seeded PRNG, dates anchored to today's Bangkok date (the same day gives the same rows). The data is
 * what the daily jobs leave behind plus one day of work for each (purge, hold release, request expiry).
 * `--small` builds the seeded database with only the dashboard customer's 200 bookings, the small side
 * of the comparison. Prints one JSON line: {counts, ms}. `--sessions` on a built database (the server
 * running: its start-up may set a new admin password, which ends every session) opens an admin session
 * and the dashboard customer's, and prints {adminToken, dashboardCookie, dashboardEmail}.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { seedPerformers } from '@db/seed/performers';
import { openDatabase, prepareDatabase } from '@/lib/server/db';
import { createSession } from '@/lib/server/session';
import { setSetting } from '@/lib/server/settings';
import { LAST_PURGE_KEY } from '@/features/privacy/purge-job.server';
import { todayInBangkok } from '@/lib/event-time';

const DAY = 86_400_000;
const file = process.argv[2];
const small = process.argv.includes('--small');
if (!file) throw new Error('usage: tsx scripts/scale-db.ts <file> [--small | --sessions]');
const DASHBOARD_EMAIL = 'regular.customer@scale.example';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

if (process.argv.includes('--sessions')) {
  const db = openDatabase(file);
  const admin = createSession(db);
  const dashboardCookie = 'scale-bench-dashboard-session';
  db.$client
    .prepare('insert or replace into dashboard_sessions (id_hash, audience, email, expires_at, created_at) values (?, ?, ?, ?, ?)')
    .run(sha256(dashboardCookie), 'customer', DASHBOARD_EMAIL, Date.now() + 30 * DAY, Date.now());
  db.$client.close();
  console.log(JSON.stringify({ adminToken: admin.token, dashboardCookie, dashboardEmail: DASHBOARD_EMAIL }));
  process.exit(0);
}

/** mulberry32: a small, fast PRNG whose sequence depends on the seed only. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(33);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
/** A v4-shaped UUID from the PRNG (booking references are its last 8 characters). */
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

const started = Date.now();
const today = todayInBangkok(new Date(started));
const midnight = new Date(`${today}T00:00:00+07:00`).getTime();
const dateOf = (ms: number) => todayInBangkok(new Date(ms));
const now = started;

for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const db = openDatabase(file);
prepareDatabase(db);
const client = db.$client;
// A generator's file, rebuilt from scratch on failure: durability per commit is not needed while it is built.
client.pragma('synchronous = OFF');
client.pragma('secure_delete = OFF');

const CITIES = ['bangkok', 'pattaya', 'phuket'] as const;
const CITY_NAME = { bangkok: 'Bangkok', pattaya: 'Pattaya', phuket: 'Phuket' } as const;
const FIRST = ['Anna', 'Sophie', 'Emma', 'Olivia', 'Mia', 'Chloe', 'Ploy', 'Nok', 'Fah', 'Mai', 'Laura', 'Giulia', 'Hannah', 'Lea'];
const LAST = ['Smith', 'Brown', 'Rossi', 'Müller', 'Wong', 'Srisuk', 'Tanaka', 'Jones', 'Martin', 'Bianchi', 'Kim', 'Nguyen'];
const counts: Record<string, number> = {};

/** Inserts `n` rows made by `row` into `table` in one transaction through one prepared statement. */
function fill(table: string, columns: string[], n: number, row: (i: number) => unknown[]): void {
  const insert = client.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  client.transaction(() => {
    for (let i = 0; i < n; i += 1) insert.run(row(i));
  })();
  counts[table] = (counts[table] ?? 0) + n;
}

// Performers: the 19 seeded ones plus invented ones up to 300, each with days off over the 5 years.
const performers: { id: string; name: string; city: (typeof CITIES)[number]; waiter: boolean }[] = seedPerformers.map((p) => ({
  id: p.id,
  name: p.name,
  city: (p.location ?? 'Bangkok').toLowerCase() as (typeof CITIES)[number],
  waiter: (p.tags ?? []).includes('Topless Waiter'),
}));
const portraits = seedPerformers.map((p) => p.imageUrl);
if (!small) {
  const extra = 300 - performers.length;
  const base = performers.length;
  fill(
    'performers',
    ['id', 'name', 'description', 'image_url', 'tags', 'is_available', 'location', 'available_for', 'display_order', 'email'],
    extra,
    (i) => {
      const p = {
        id: uuid(),
        name: `${pick(['Leo', 'Max', 'Niran', 'Tom', 'Kai', 'Sam', 'Ben'])} ${base + i}`,
        city: pick(CITIES),
        waiter: random() < 0.5,
      };
      performers.push(p);
      return [
        p.id,
        p.name,
        'A performer of the scale bench.',
        pick(portraits),
        JSON.stringify(p.waiter ? ['Male Stripper', 'Topless Waiter'] : ['Male Stripper']),
        1,
        CITY_NAME[p.city],
        JSON.stringify(['topless', 'underwear', 'fullmonty']),
        100 + base + i,
        `performer${base + i}@scale.example`,
      ];
    },
  );
  let performerIndex = 0;
  fill('performer_time_off', ['id', 'performer_id', 'starts_at', 'ends_at', 'note', 'created_at'], performers.length * 20, () => {
    const p = performers[performerIndex++ % performers.length]!;
    const start = midnight + (int(5 * 365) - 4 * 365 - 180) * DAY;
    return [uuid(), p.id, start, start + DAY * (1 + int(3)), pick([null, 'Holiday', 'Family']), start - 7 * DAY];
  });
}

// Bookings: 100,000 with event dates from 4.5 years ago to half a year ahead (200 of them the dashboard customer's).
const BOOKING_COLUMNS = [
  'id',
  'customer_name',
  'customer_email',
  'customer_phone',
  'service_type',
  'performance_style',
  'occasion',
  'event_date',
  'event_time',
  'duration',
  'total_price',
  'special_requests',
  'location',
  'address',
  'venue_type',
  'sound_system',
  'additional_data',
  'status',
  'created_at',
  'advance_status',
  'advance_slip',
  'advance_reported_at',
  'reminder_sent_at',
  'source',
  'held_since',
  'confirm_token_hash',
];
const bookingIds: string[] = [];
const slots: unknown[][] = [];
const anonymiseBefore = dateOf(midnight - (2 * 365 + 1) * DAY);
function booking(i: number): unknown[] {
  const id = uuid();
  bookingIds.push(id);
  const mine = i < 200;
  const dayOffset = mine ? int(365 * 3) - 365 * 2 : int(5 * 365) - 4 * 365 - 180;
  const eventMs = midnight + dayOffset * DAY;
  const eventDate = dateOf(eventMs);
  const future = dayOffset >= 0;
  let status: string;
  let advance = 'unpaid';
  let heldSince: number | null = null;
  let createdAt = Math.min(now - 60_000, eventMs - (1 + int(60)) * DAY + int(DAY));
  const roll = random();
  if (future) {
    if (roll < 0.02) {
      status = 'requested';
      // Requests live 24 hours; a few are just past it, the expiry's one run of work.
      createdAt = now - int(roll < 0.004 ? 30 * 3_600_000 : 20 * 3_600_000);
    } else if (roll < 0.32) {
      status = 'pending';
      advance = pick(['unpaid', 'reported', 'reported', 'received']);
      // Unpaid holds are released after 72 hours: most are younger, a few are due (the release's work).
      heldSince = advance === 'unpaid' ? now - int(roll < 0.05 ? 100 : 40) * 3_600_000 : createdAt;
    } else if (roll < 0.87) {
      status = 'confirmed';
      advance = 'received';
    } else {
      status = 'cancelled';
      advance = pick(['unpaid', 'refunded']);
    }
  } else if (roll < 0.8) {
    status = 'completed';
    advance = 'received';
  } else if (roll < 0.95) {
    status = 'cancelled';
    advance = pick(['unpaid', 'unpaid', 'refunded']);
  } else {
    status = 'confirmed';
    advance = 'received';
  }
  const city = pick(CITIES);
  const local = performers.filter((p) => p.city === city);
  const cast = [pick(local.length ? local : performers)];
  if (random() < 0.3) cast.push(pick(performers));
  const startMinute = 17 * 60 + 30 * int(10);
  const duration = pick([30, 45, 60, 60, 90, 120]);
  for (const [k, p] of [...new Map(cast.map((c) => [c.id, c])).values()].entries()) {
    slots.push([id, p.id, k === 0 ? 'stripper' : 'waiter', eventDate, startMinute, startMinute + duration]);
  }
  const anonymous = !mine && eventDate < anonymiseBefore;
  const first = pick(FIRST);
  const last = pick(LAST);
  const email = mine ? DASHBOARD_EMAIL : `${first}.${last}${i}@example.com`.toLowerCase();
  const paid = advance !== 'unpaid';
  return [
    id,
    anonymous ? 'Anonymised' : `${first} ${last}`,
    anonymous ? '' : email,
    anonymous ? null : `+66 8${String(10_000_000 + i).slice(-8)}`,
    pick(['TOPLESS', 'UNDERWEAR', 'FULL MONTY']),
    pick(['topless', 'underwear', 'full monty']),
    anonymous ? null : pick(['hens', 'birthday', 'girls-night', 'other']),
    eventDate,
    `${String(Math.floor(startMinute / 60)).padStart(2, '0')}:${String(startMinute % 60).padStart(2, '0')}`,
    duration,
    3000 + 500 * int(20),
    anonymous || random() < 0.7 ? null : 'Please bring a cake.',
    city,
    anonymous ? null : `${1 + int(300)} Sukhumvit Road`,
    anonymous ? null : pick(['house-apartment', 'hotel', 'bar-club', 'function-room']),
    anonymous ? null : pick(['yes', 'no']),
    anonymous ? null : JSON.stringify({ services: null, price: { extraTime: [] } }),
    status,
    createdAt,
    advance,
    paid && !anonymous && advance !== 'refunded' ? `slip-${id}.jpg` : null,
    paid ? createdAt + DAY : null,
    future ? null : eventMs - DAY,
    random() < 0.1 ? 'agency' : 'customer',
    heldSince,
    status === 'requested' ? sha256(id) : null,
  ];
}
fill('bookings', BOOKING_COLUMNS, small ? 200 : 100_000, booking);
fill(
  'booking_performers',
  ['booking_id', 'performer_id', 'role', 'event_date', 'start_minute', 'end_minute'],
  slots.length,
  (i) => slots[i]!,
);

if (!small) {
  // Contacts and applications: a year of them (the purge keeps one), plus one day the purge has yet to remove.
  const arrived = () => now - int(366 * DAY);
  fill('contacts', ['id', 'first_name', 'last_name', 'email', 'phone', 'inquiry_type', 'message', 'status', 'created_at'], 50_000, (i) => [
    uuid(),
    pick(FIRST),
    pick(LAST),
    `contact${i}@example.com`,
    null,
    pick(['booking', 'general', 'performer']),
    'Hello, I would like to know more about your shows for a party of twelve.',
    pick(['new', 'read', 'replied', 'archived']),
    arrived(),
  ]);
  fill(
    'applications',
    ['id', 'name', 'stage_name', 'email', 'phone', 'age', 'location', 'interested_in', 'additional_details', 'status', 'created_at'],
    50_000,
    (i) => [
      uuid(),
      `${pick(FIRST)} ${pick(LAST)}`,
      `Stage ${i}`,
      `applicant${i}@example.com`,
      null,
      String(20 + int(15)),
      pick(['Bangkok', 'Pattaya', 'Phuket']),
      JSON.stringify(['stripper']),
      null,
      pick(['new', 'read', 'replied', 'archived']),
      arrived(),
    ],
  );
  // Rate-limit windows: a row per client and limit; most windows are over (the purge removes them daily).
  fill('rate_limits', ['key', 'count', 'reset_at'], 1_000_000, (i) => [
    `${pick(['booking', 'contact', 'application', 'availability', 'dashboard-link'])}:${i.toString(36)}`,
    1 + int(5),
    now + (random() < 0.1 ? int(3_600_000) : -int(DAY)),
  ]);
  // Outbox: 30 days of delivered mail (the retention period), a day past it, and a few given up.
  fill(
    'outbox',
    ['id', 'kind', 'booking_id', 'recipient', 'subject', 'body', 'status', 'tries', 'next_attempt_at', 'sent_at', 'created_at'],
    200_000,
    (i) => {
      const at = now - int(31 * DAY);
      const failed = random() < 0.02;
      return [
        uuid(),
        pick(['booking-confirmation', 'confirm-request', 'advance-receipt', 'reminder', 'status-notice']),
        pick(bookingIds),
        `customer${i}@example.com`,
        'Your booking',
        JSON.stringify({ text: `Dear customer, your booking is confirmed. Message ${i}.`, html: null }),
        failed ? 'failed' : 'sent',
        failed ? 5 : 1,
        at,
        failed ? null : at + 1000,
        at,
      ];
    },
  );
}

// The purge ran today already: the server's start-up check must not run it (the bench runs it on purpose).
setSetting(db, LAST_PURGE_KEY, String(now));
client.pragma('synchronous = FULL');
// No ANALYZE: the app never runs it, so the planner here chooses as it does on an agency's database.
client.pragma('wal_checkpoint(TRUNCATE)');
client.close();
console.log(JSON.stringify({ counts, ms: Date.now() - started }));
