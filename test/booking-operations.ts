/**
 * Test support: a booking's life driven as its people drive it, through the real routes on the test app's
 * database: the customer's browser (request, the confirm link, the split, "I'll cover the rest", cancel), the
 * guests' share links, the agency's panel (confirm, the desk's edits, the owner's rate, shares and advance
 * received, "Sostituisci", status changes), the performers' pages (their night), time passing (lib/clock) and
 * the periodic jobs that tell people (the performers' notices, the reminders). `observe` reads what each of them
 * then sees (the stored rows, the admin API, the summary, the shares' lists, each performer's page) and
 * `newMails` the e-mails the step caused. The property tests of booking-life/ generate sequences of `Step`s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { advanceShares, bookingPerformers, bookings, nightStatuses, outbox } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import * as clock from '@/lib/clock';
import { getDb } from '@/lib/server/db';
import { outboxDir } from '@/lib/server/config';
import { openSession } from '@/lib/server/link-sign-in';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { outboxIdle } from '@/features/notifications/sender.server';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { runPerformerNotices } from '@/features/performer-portal/performer-notices.server';
import { runDueReminders } from '@/features/reminders/reminders.server';
import { showEnd, showStart } from '@/features/booking-life/statuses';
import type { AdminBooking } from '@/features/manage-bookings/manage-bookings.routes';
import { cashFromCalculation, initialCash, priceRequest, quoteFromCalculation } from '@/features/manage-bookings/panel/confirm-booking';
import { TestClient } from './client';
import { deliveredToken } from './outbox-files';
import { performerId, signInPerformer } from './performer-portal';

/** Who asked for the booking: the customer on the site (a request to confirm) or the agency by phone (born confirmed). */
export type Origin = 'customer' | 'agency';

/** A Pattaya line-up the booking form accepts: the services and who performs them. */
export interface LineUp {
  selectedMaleStripper: string;
  selectedToplessWaiter: string;
  performanceStyle: string;
  strippers: string[];
  waiters: string[];
}

/** Line-ups of Pattaya's performers (Luca, Somchai, Aiden, Krit strip; Luca, Krit, Tom, Ben wait). */
export const LINE_UPS: LineUp[] = [
  { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none', performanceStyle: 'topless', strippers: ['Somchai'], waiters: [] },
  { selectedMaleStripper: 'underwear', selectedToplessWaiter: 'none', performanceStyle: 'underwear', strippers: ['Krit'], waiters: [] },
  { selectedMaleStripper: 'duo', selectedToplessWaiter: 'none', performanceStyle: 'topless', strippers: ['Luca', 'Aiden'], waiters: [] },
  {
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'sexy-host',
    performanceStyle: 'topless',
    strippers: ['Aiden'],
    waiters: ['Tom'],
  },
  {
    selectedMaleStripper: 'none',
    selectedToplessWaiter: 'double-trouble',
    performanceStyle: 'topless',
    strippers: [],
    waiters: ['Tom', 'Ben'],
  },
];

const HOUR = 3_600_000;

/** Pattaya's performers, each signed in on a phone of his own. */
export const PATTAYA = seedPerformers.filter((p) => p.location === 'pattaya').map((p) => p.name);

/** One thing someone does to the booking. `pick` chooses among what there is (a share, a performer) modulo its count. */
export type Step =
  | { op: 'confirmAddress' }
  | { op: 'acceptRequest' }
  | { op: 'agencyConfirm'; duration?: number; finalStatus: 'confirmed' | 'completed' }
  | { op: 'deskEdit'; change: DeskChange }
  | { op: 'rate'; percent: number }
  | { op: 'split'; count: number; oneGoesFree: boolean }
  | { op: 'reportShare'; pick: number }
  | { op: 'receiveShare'; pick: number }
  | { op: 'cover' }
  | { op: 'reportAdvance' }
  | { op: 'advance'; to: 'received' | 'refunded' | 'unpaid' }
  | { op: 'replace'; pick: number; to: number }
  | { op: 'cancel'; by: 'customer' | 'agency' }
  | { op: 'complete' }
  | { op: 'night'; pick: number; status: 'on-my-way' | 'arrived' | 'finished' }
  | { op: 'time'; to: Moment };

/** A moment of the show time moves on to: the day before, when the night opens (two hours before), just after its start, after its end. */
export type Moment = 'dayBefore' | 'nightOpens' | 'started' | 'ended';

/** What the agency's desk changes in one edit. */
export type DeskChange =
  | { eventTime: string }
  | { duration: number }
  | { specialRequests: string }
  | { priceOverride: { total: number; reason: string } | null }
  | { lineUp: number };

/** What a step got back: the answer of its last call, or why it was not tried (nothing to act on). */
export type Outcome = { status: number; body: unknown } | { skipped: string };

/** A booking row as stored. */
export type BookingRow = typeof bookings.$inferSelect;
/** A share row as stored. */
export type ShareRow = typeof advanceShares.$inferSelect;

/** One performer's page entry for the booking (the portal names it by reference only). */
export interface PortalEntry {
  status: string;
  cashAmount: number;
  otherPerformers: string[];
}

type PortalListing = PortalEntry & { reference: string };

/** What everyone sees of the booking after a step. */
export interface Observed {
  row: BookingRow;
  slots: { performerId: string; role: string }[];
  shares: ShareRow[];
  /** Booking Details (GET /api/admin/bookings/{id}). */
  admin: Record<string, unknown>;
  /** The customer's summary (GET /api/bookings/{id} with her session). */
  summary: Record<string, unknown>;
  /** The organiser's list of shares and the agency's. */
  customerShares: { number: number; amount: number; status: string }[];
  agencyShares: { number: number; amount: number; status: string }[];
  /** The page entry for this booking of each performer ever on it, or null when his page does not list it. */
  portal: Map<string, PortalEntry | null>;
  /** What each performer said on the night (night_statuses). */
  nights: (typeof nightStatuses.$inferSelect)[];
}

/** A delivered e-mail: to whom, its subject and its plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The people around the bookings of one test file: the agency (signed in as the owner) and Pattaya's performers, signed in on their phones. */
export class LifeWorld {
  readonly performers = new Map<string, TestClient>();
  private seenMail = new Set<string>();
  private seq = 0;

  constructor(readonly admin: TestClient) {}

  /** Gives each Pattaya performer an address and signs them in on a phone of their own (once per file). */
  async signInPerformers(): Promise<void> {
    for (const [i, name] of PATTAYA.entries()) {
      const phone = new TestClient(`198.51.100.${40 + i}`);
      await signInPerformer(this.admin, phone, name, `${name.toLowerCase()}@performers.example`);
      this.performers.set(name, phone);
    }
    await this.newMails();
  }

  /** A number never used before in this file (addresses, e-mails). */
  next(): number {
    return ++this.seq;
  }

  /** The e-mails delivered since the last call (the outbox's files, oldest first). */
  async newMails(): Promise<Mail[]> {
    await outboxIdle(getDb());
    const dir = outboxDir();
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.eml') && !this.seenMail.has(f.name))
      .map((f) => f.name)
      .sort();
    const mails: Mail[] = [];
    for (const name of files) {
      this.seenMail.add(name);
      const parsed: Email = await PostalMime.parse(readFileSync(path.join(dir, name)));
      mails.push({ to: parsed.to?.[0]?.address?.toLowerCase() ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
    }
    return mails;
  }

  /** The outbox kinds queued for a booking, by id, so a test can tell which are new. */
  outboxKinds(bookingId: string): { id: string; kind: string; recipient: string }[] {
    return getDb()
      .select({ id: outbox.id, kind: outbox.kind, recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.bookingId, bookingId))
      .all();
  }
}

/** The request body for a line-up on a date, from a new address. */
function requestBody(lineUp: LineUp, email: string, eventDate: string, locale: 'en' | 'th') {
  return {
    customerName: 'Anna Organiser',
    customerEmail: email,
    customerPhone: '+66 81 234 5678',
    location: 'pattaya',
    address: '7 Beach Road',
    venueType: 'hotel',
    soundSystem: 'yes',
    occasion: 'birthday',
    eventDate,
    eventTime: '20:00',
    selectedMaleStripper: lineUp.selectedMaleStripper,
    selectedToplessWaiter: lineUp.selectedToplessWaiter,
    stripperIds: lineUp.strippers.map(performerId),
    waiterIds: lineUp.waiters.map(performerId),
    performanceStyle: lineUp.performanceStyle,
    locale,
  };
}

/** How a booking begins: who asks, the line-up, the show's length, the customer's language and how far ahead. */
export interface Beginning {
  origin: Origin;
  lineUp: number;
  locale: 'en' | 'th';
  daysAhead: number;
}

/** One booking and the people acting on it (its customer's browser; guests come with their own addresses). */
export class BookingLife {
  readonly customer: TestClient;
  readonly email: string;
  id = '';
  private confirmToken: string | undefined;
  /** The performers who were ever on the booking (their pages are the ones that may list it). */
  private readonly everOn = new Set<string>();
  /** How far the clock runs ahead of the system time (ms). */
  private offset = 0;

  constructor(
    readonly world: LifeWorld,
    readonly beginning: Beginning,
  ) {
    const n = world.next();
    this.customer = new TestClient(`10.90.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`);
    this.email = `organiser${n}@example.com`;
  }

  private get admin() {
    return this.world.admin;
  }

  /**
   * The booking is asked for: the customer's request (its confirm link kept) or the agency's booking by phone. The
   * clock starts at the system time (the outbox stamps its rows with it, so it never goes back) and moves on with it.
   */
  async begin(): Promise<Outcome> {
    this.moveClock(0);
    const { origin, lineUp, locale, daysAhead } = this.beginning;
    const body = requestBody(LINE_UPS[lineUp]!, this.email, addDays(todayInBangkok(), daysAhead), locale);
    const answer =
      origin === 'customer'
        ? await this.customer.call('POST', '/api/bookings', { json: body })
        : await this.admin.mutate('POST', '/api/admin/bookings', body);
    if (answer.status !== 201) throw new Error(`the booking was not made: ${answer.status} ${answer.text}`);
    this.id = answer.body.id;
    if (origin === 'customer') {
      this.confirmToken = await deliveredToken(this.email, '/booking/confirm');
    } else {
      // Taken by phone: the customer signs in to her dashboard with the address the agency wrote down.
      this.customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), this.email), options: {} });
    }
    return answer;
  }

  /** Deletes the booking and everything of it (the owner's delete), so the next life starts alone; the clock is the system's again. */
  async end(): Promise<void> {
    try {
      if (this.id) await this.admin.mutate('DELETE', `/api/admin/bookings/${this.id}`);
    } finally {
      clock.resetClock();
    }
  }

  /** Sets the clock `offset` ms ahead of the system time, moving with it. */
  private moveClock(offset: number): void {
    this.offset = offset;
    clock.setClock(() => Date.now() + offset);
  }

  /**
   * Time moves on to a moment of the show (never back): the periodic jobs then run at the new time, and the
   * customer signs in again (her session lasts a day).
   */
  private passTime(to: Moment): Outcome {
    const row = getDb().select().from(bookings).where(eq(bookings.id, this.id)).get()!;
    const start = showStart(row);
    const target = { dayBefore: start - 23 * HOUR, nightOpens: start - 2 * HOUR, started: start + 10 * 60_000, ended: showEnd(row) + HOUR }[
      to
    ];
    if (target <= clock.now()) return { skipped: 'that moment has passed' };
    this.moveClock(this.offset + target - clock.now());
    this.customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), this.email), options: {} });
    return { status: 200, body: { now: new Date(clock.now()).toISOString() } };
  }

  /** Does one step through the routes; then the periodic jobs that tell people of it run, as they would (the performers' notices, the reminders). */
  async perform(step: Step): Promise<Outcome> {
    const outcome = await this.act(step);
    runPerformerNotices(getDb(), clock.now());
    runDueReminders(getDb(), { now: clock.now() });
    await outboxIdle(getDb());
    return outcome;
  }

  private async act(step: Step): Promise<Outcome> {
    const id = this.id;
    const admin = this.admin;
    switch (step.op) {
      case 'confirmAddress':
        if (!this.confirmToken) return { skipped: 'taken by the agency: no confirm link' };
        return this.customer.call('POST', '/api/bookings/confirm', { json: { token: this.confirmToken } });
      case 'acceptRequest':
        return admin.mutate('PATCH', `/api/admin/bookings/${id}/status`, { status: 'pending' });
      case 'agencyConfirm':
        return this.agencyConfirm(step.finalStatus, step.duration);
      case 'deskEdit':
        return admin.mutate('PATCH', `/api/admin/bookings/${id}`, this.deskPatch(step.change));
      case 'rate':
        return admin.mutate('PUT', '/api/admin/advance-rate', { percent: step.percent });
      case 'split':
        return this.customer.call('POST', `/api/bookings/${id}/shares`, { json: { count: step.count, oneGoesFree: step.oneGoesFree } });
      case 'reportShare':
        return this.reportShare(step.pick);
      case 'receiveShare': {
        const share = this.pickShare(step.pick);
        if (!share) return { skipped: 'no shares' };
        return admin.mutate('POST', `/api/admin/bookings/${id}/shares/${share.number}`, { status: 'received' });
      }
      case 'cover':
        return this.customer.call('POST', `/api/bookings/${id}/shares/cover`, { json: {} });
      case 'reportAdvance':
        return this.customer.call('POST', `/api/bookings/${id}/advance`, { json: {} });
      case 'advance':
        return admin.mutate('POST', `/api/admin/bookings/${id}/advance`, { status: step.to });
      case 'replace':
        return this.replace(step.pick, step.to);
      case 'cancel':
        return step.by === 'customer'
          ? this.customer.call('POST', `/api/dashboard/bookings/${id}/cancel`, { json: {} })
          : admin.mutate('PATCH', `/api/admin/bookings/${id}/status`, { status: 'cancelled' });
      case 'complete':
        return admin.mutate('PATCH', `/api/admin/bookings/${id}/status`, { status: 'completed' });
      case 'night':
        return this.night(step.pick, step.status);
      case 'time':
        return this.passTime(step.to);
    }
  }

  /** The body of the desk's edit. */
  private deskPatch(change: DeskChange): Record<string, unknown> {
    if (!('lineUp' in change)) return change;
    const lineUp = LINE_UPS[change.lineUp]!;
    return {
      selectedMaleStripper: lineUp.selectedMaleStripper,
      selectedToplessWaiter: lineUp.selectedToplessWaiter,
      performanceStyle: lineUp.performanceStyle,
      stripperIds: lineUp.strippers.map(performerId),
      waiterIds: lineUp.waiters.map(performerId),
    };
  }

  /**
   * The Confirm Booking dialog, as the panel sends it (its own rules, confirm-booking.ts): a new show length is priced
   * by the customer form's quote, and the cash is the dialog's (the rest of a paid advance, the stored cash at the
   * stored total, else the quote's).
   */
  private async agencyConfirm(finalStatus: 'confirmed' | 'completed', duration: number | undefined): Promise<Outcome> {
    const booking = (await this.admin.call('GET', `/api/admin/bookings/${this.id}`)).body as AdminBooking;
    const lengthChanged = duration !== undefined && duration !== booking.duration;
    const request = priceRequest(booking, lengthChanged ? duration : booking.duration);
    const quote = request ? await this.admin.call('POST', '/api/pricing/calculate', { json: request }) : null;
    const answer = quote?.status === 200 ? quote.body : null;
    const total = quoteFromCalculation(answer)?.totalPrice ?? booking.totalPrice;
    return this.admin.mutate('POST', `/api/admin/bookings/${this.id}/send-confirmation`, {
      cashAmount: initialCash(booking, total, cashFromCalculation(answer)),
      updates: lengthChanged ? { duration } : {},
      finalStatus,
    });
  }

  /** The booking's shares as stored, share 1 first. */
  private storedShares(): ShareRow[] {
    return getDb()
      .select()
      .from(advanceShares)
      .where(eq(advanceShares.bookingId, this.id))
      .all()
      .sort((a, b) => a.number - b.number);
  }

  private pickShare(pick: number): ShareRow | undefined {
    const shares = this.storedShares();
    return shares.length ? shares[pick % shares.length] : undefined;
  }

  /** A guest pays her share: the organiser gets her a new link ("Get a new link"), the guest reports from it. */
  private async reportShare(pick: number): Promise<Outcome> {
    const share = this.pickShare(pick);
    if (!share) return { skipped: 'no shares' };
    const link = await this.customer.call('POST', `/api/bookings/${this.id}/shares/${share.number}/link`, { json: {} });
    if (link.status !== 200) return link;
    const token = new URL(link.body.url).searchParams.get('token')!;
    const form = new FormData();
    form.append('token', token);
    form.append('method', 'bank');
    const guest = new TestClient(`10.91.${this.world.next() % 250}.${(this.world.next() % 250) + 1}`);
    return guest.call('POST', '/api/shares/report', { body: form });
  }

  /** "Sostituisci": the agency picks one of the booking's performers and one of the candidates offered for the place. */
  private async replace(pick: number, to: number): Promise<Outcome> {
    const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, this.id)).all();
    const performers = [...new Set(slots.map((s) => s.performerId))];
    if (performers.length === 0) return { skipped: 'nobody to replace' };
    const from = performers[pick % performers.length]!;
    const offered = await this.admin.call('GET', `/api/admin/bookings/${this.id}/replace?from=${from}`);
    if (offered.status !== 200) return offered;
    const candidates = offered.body.candidates as { id: string }[];
    if (candidates.length === 0) return { skipped: 'nobody free to take the place' };
    return this.admin.mutate('POST', `/api/admin/bookings/${this.id}/replace`, { from, to: candidates[to % candidates.length]!.id });
  }

  /** A performer of the booking says where he is on the night, from his page (the booking named by its reference). */
  private async night(pick: number, status: 'on-my-way' | 'arrived' | 'finished'): Promise<Outcome> {
    const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, this.id)).all();
    const performers = [...new Set(slots.map((s) => s.performerId))];
    if (performers.length === 0) return { skipped: 'nobody on the booking' };
    const name = [...this.world.performers.keys()].find((n) => performerId(n) === performers[pick % performers.length]);
    const phone = name ? this.world.performers.get(name) : undefined;
    if (!phone) return { skipped: 'not a Pattaya performer' };
    const reference = bookingReference(this.id);
    return phone.call('POST', `/api/performer/bookings/${reference}/night`, {
      json: status === 'on-my-way' ? { status, minutes: 20 } : { status },
    });
  }

  /** What everyone sees of the booking now. */
  async observe(): Promise<Observed> {
    const db = getDb();
    const row = db.select().from(bookings).where(eq(bookings.id, this.id)).get();
    if (!row) throw new Error('the booking is gone');
    const slots = db
      .select({ performerId: bookingPerformers.performerId, role: bookingPerformers.role })
      .from(bookingPerformers)
      .where(eq(bookingPerformers.bookingId, this.id))
      .all();
    const admin = await this.read(this.admin, `/api/admin/bookings/${this.id}`);
    const summary = await this.read(this.customer, `/api/bookings/${this.id}`);
    const customerShares = (await this.read(this.customer, `/api/bookings/${this.id}/shares`)).shares as Observed['customerShares'];
    const agencyShares = (await this.read(this.admin, `/api/admin/bookings/${this.id}/shares`)).shares as Observed['agencyShares'];
    // A performer's page can list the booking only once he was on it: the pages of those ever on it are read.
    for (const slot of slots) this.everOn.add(slot.performerId);
    const portal = new Map<string, PortalEntry | null>();
    const reference = bookingReference(this.id);
    for (const [name, phone] of this.world.performers) {
      if (!this.everOn.has(performerId(name))) continue;
      const page = await this.read(phone, '/api/performer/bookings');
      const entries = [...(page.upcoming as PortalListing[]), ...(page.past as PortalListing[])];
      const entry = entries.find((e) => e.reference === reference);
      portal.set(name, entry ? { status: entry.status, cashAmount: entry.cashAmount, otherPerformers: entry.otherPerformers } : null);
    }
    const nights = db.select().from(nightStatuses).where(eq(nightStatuses.bookingId, this.id)).all();
    return { row, slots, shares: this.storedShares(), admin, summary, customerShares, agencyShares, portal, nights };
  }

  private async read(client: TestClient, url: string): Promise<Record<string, unknown>> {
    const answer = await client.call('GET', url);
    if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.text}`);
    return answer.body;
  }
}
