/**
 * The advance split across the group: the organiser's split (2 to 30 shares adding up to the stored advance),
 * each share's private links (random tokens of which only the SHA-256 hashes are kept: a link is shown when it
 * is made; a new one, on request, in a mail or a reminder, leaves the earlier ones working until the share
 * expires, so a link already shared never dies), a guest's report from her link, and the
 * agency's "received". The booking's advance follows its shares: every share reported (or received) makes it
 * reported, every share received makes it received, so the release of unpaid holds counts the shares.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { advanceShareLinks, advanceShares, bookings } from '@db/schema';
import type { AdvanceStatus, ShareStatus } from '@db/statuses';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import { refusalText } from '@/lib/server/refusal-text';
import { siteLink } from '@/lib/server/config';
import { todayInBangkok } from '@/lib/event-time';
import { localizePath, type Locale } from '@/lib/i18n';
import { bookingReference } from '@/lib/booking-reference';
import { linkSecretHash, newSecret } from '@/lib/server/secrets';
import { shareReference } from './shares';
import { coverOpenShares, markShareReceived, markShareReported, replaceShares } from '@/features/booking-life/booking-money.server';
import type { SplitInput } from './shares.schema';
import { organiserFirstName, queueShareMail } from './shares.mail';
import { countShareSend } from './share-send-limit.server';
import type { ADVANCE_ERRORS } from './advance-errors';
import type { SHARE_ERRORS } from './share-errors';
import { assertSlipUnused } from './slip-reuse.server';
import { bookingNotFound } from '@/lib/server/booking-link-refusals';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import * as clock from '@/lib/clock';

type BookingRow = typeof bookings.$inferSelect;
type ShareRow = typeof advanceShares.$inferSelect;
type ShareCode = keyof typeof SHARE_ERRORS;
type AdvanceCode = keyof typeof ADVANCE_ERRORS;

/** The 409 of a split once a share (or the whole advance) is paid. */
export const SPLIT_AFTER_PAYMENT = refusalText({ code: 'split_after_payment', params: {} });
const refusal = (status: number, code: ShareCode) => refuse(status, { code, params: {} });
/** The 404 of a share link that is unknown or has expired (after the event). */
export const SHARE_LINK_UNKNOWN = refusalText({ code: 'share_link_unknown', params: {} });
/** The 409 of a share link of a cancelled booking. */
export const SHARE_BOOKING_CANCELLED = refusalText({ code: 'share_booking_cancelled', params: {} });
/** The 409 of "I'll cover the rest" when no share is still open. */
export const NOTHING_TO_COVER = refusalText({ code: 'nothing_to_cover', params: {} });
/** The 404 of a share number the booking's split does not have. */
export const shareNotFound = () => refuse(404, { code: 'share_not_found', params: {} });
const advanceRefusal = (code: AdvanceCode) => refuse(409, { code, params: {} });
/** The 409 of a report of a share the agency has already received. */
export const SHARE_ALREADY_RECEIVED = refusalText({ code: 'share_already_received', params: {} });

/** A share as the organiser and the agency see it (never its token). */
export interface ShareView {
  number: number;
  amount: number;
  reference: string;
  status: ShareStatus;
  method: string | null;
  guestEmail: string | null;
  reportedAt: string | null;
  receivedAt: string | null;
  slip: boolean;
  /** The bank reference read from the slip's QR code (null without a slip or a readable QR). */
  slipReference: string | null;
}

const view = (row: ShareRow, bookingId: string): ShareView => ({
  number: row.number,
  amount: row.amount,
  reference: shareReference(bookingReference(bookingId), row.number),
  status: row.status,
  method: row.method,
  guestEmail: row.guestEmail,
  reportedAt: row.reportedAt?.toISOString() ?? null,
  receivedAt: row.receivedAt?.toISOString() ?? null,
  slip: row.slip !== null,
  slipReference: row.slipReference,
});

/**
 * Whether a share asks for nothing any more: the agency received it, or the booking's whole advance was
 * received or refunded (which settles every share; older rows may still say pending).
 */
export const settled = (share: Pick<ShareRow, 'status'>, booking: Pick<BookingRow, 'advanceStatus'>) =>
  share.status === 'received' || booking.advanceStatus === 'received' || booking.advanceStatus === 'refunded';

/** The share page's absolute link for a token, in the booking's language. */
export function shareUrl(token: string, locale: Locale): string {
  return siteLink(`${localizePath('/pay', locale)}?token=${encodeURIComponent(token)}`);
}

/** The shares of a booking, share 1 first (none when the advance is paid as one payment). */
export function bookingShares(db: Db | DbTransaction, bookingId: string): ShareView[] {
  return db
    .select()
    .from(advanceShares)
    .where(eq(advanceShares.bookingId, bookingId))
    .orderBy(asc(advanceShares.number))
    .all()
    .map((row) => view(row, bookingId));
}

/** The agency's list of a booking's shares; 404 "Booking not found" for an id that is no booking. */
export function agencyBookingShares(db: Db | DbTransaction, bookingId: string): ShareView[] {
  if (!db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).get()) throw agencyBookingNotFound();
  return bookingShares(db, bookingId);
}

/** A split's answer: the shares and each one's link (shown now: only their hashes are kept). */
export interface SplitAnswer {
  shares: ShareView[];
  links: { number: number; url: string }[];
}

/**
 * Splits the booking's stored advance into shares (replacing a split nobody has paid yet). Throws 404 for
 * no booking, 409 for a cancelled or not yet confirmed booking and once any payment is made.
 */
export function splitAdvance(db: Db, bookingId: string, split: SplitInput): SplitAnswer {
  return db.transaction(
    (tx) => {
      const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
      if (!booking) throw bookingNotFound();
      if (booking.status === 'cancelled') throw refusal(409, 'share_booking_cancelled');
      if (booking.status === 'requested') throw advanceRefusal('split_needs_confirmed_address');
      const paid = tx
        .select({ id: advanceShares.id })
        .from(advanceShares)
        .where(and(eq(advanceShares.bookingId, bookingId), inArray(advanceShares.status, ['reported', 'received'])))
        .get();
      if (paid || booking.advanceStatus !== 'unpaid') throw advanceRefusal('split_after_payment');
      const links = replaceShares(tx, bookingId, split.count, split.oneGoesFree).map((shareId, index) => ({
        number: index + 1,
        url: issueLink(tx, shareId, booking.locale ?? 'en'),
      }));
      return { shares: bookingShares(tx, bookingId), links };
    },
    { behavior: 'immediate' },
  );
}

/** The most links a share keeps: past them, issuing one ends the oldest (a link is issued by a click or a mail). */
export const MAX_SHARE_LINKS = 20;

/** Issues a new link of a share inside `tx` (its earlier ones keep working, up to MAX_SHARE_LINKS); answers its URL. */
function issueLink(tx: DbTransaction, shareId: string, locale: Locale): string {
  const { value, hash } = newSecret();
  tx.insert(advanceShareLinks).values({ tokenHash: hash, shareId }).run();
  const kept = tx
    .select({ hash: advanceShareLinks.tokenHash })
    .from(advanceShareLinks)
    .where(eq(advanceShareLinks.shareId, shareId))
    // rowid: the order they were issued in (several in one millisecond included).
    .orderBy(desc(sql`rowid`))
    .limit(MAX_SHARE_LINKS)
    .all()
    .map((link) => link.hash);
  tx.delete(advanceShareLinks)
    .where(and(eq(advanceShareLinks.shareId, shareId), notInArray(advanceShareLinks.tokenHash, [hash, ...kept])))
    .run();
  return shareUrl(value, locale);
}

/** Gives a share still to pay a new link inside `tx` (the earlier ones keep working); 404 for no such share, 409 once it is received. */
export function newShareLink(tx: DbTransaction, bookingId: string, number: number): { number: number; url: string } {
  const row = tx
    .select({ share: advanceShares, locale: bookings.locale, advanceStatus: bookings.advanceStatus })
    .from(advanceShares)
    .innerJoin(bookings, eq(bookings.id, advanceShares.bookingId))
    .where(and(eq(advanceShares.bookingId, bookingId), eq(advanceShares.number, number)))
    .get();
  if (!row) throw shareNotFound();
  if (settled(row.share, row)) throw refusal(409, 'share_already_received');
  return { number, url: issueLink(tx, row.share.id, row.locale ?? 'en') };
}

/** A new link for a share still to pay (the earlier ones keep working). Throws 404 for no such share, 409 once it is paid. */
export function renewShareLink(db: Db, bookingId: string, number: number): { number: number; url: string } {
  return db.transaction((tx) => newShareLink(tx, bookingId, number), { behavior: 'immediate' });
}

/** The share of a link and its booking. Throws 404 for an unknown or expired link (after the event day), 409 for a cancelled booking. */
export function shareOfToken(db: Db | DbTransaction, token: string, today = todayInBangkok()): { share: ShareRow; booking: BookingRow } {
  const hash = linkSecretHash(token);
  const row = hash
    ? db
        .select({ share: advanceShares, booking: bookings })
        .from(advanceShareLinks)
        .innerJoin(advanceShares, eq(advanceShares.id, advanceShareLinks.shareId))
        .innerJoin(bookings, eq(bookings.id, advanceShares.bookingId))
        .where(eq(advanceShareLinks.tokenHash, hash))
        .get()
    : undefined;
  if (!row || row.booking.eventDate < today) throw refusal(404, 'share_link_unknown');
  if (row.booking.status === 'cancelled') throw refusal(409, 'share_booking_cancelled');
  return row;
}

/** What a guest's link shows: the event's city, date and time, the organiser's first name and her own share; nothing else. */
export interface ShareLinkView {
  locale: Locale;
  city: string | null;
  eventDate: string;
  eventTime: string;
  /** Her plain first name, or null when she typed something else (the page then says "The organiser"). */
  organiser: string | null;
  number: number;
  amount: number;
  reference: string;
  status: ShareStatus;
  /** Whether her address is kept for the reminders (the page then offers to stop them). */
  mailed: boolean;
  /** The hold's facts, for the page's deadline (never shown as such). */
  hold: Pick<
    BookingRow,
    'status' | 'advanceStatus' | 'holdExempt' | 'heldSince' | 'createdAt' | 'holdReminderSentAt' | 'eventDate' | 'eventTime'
  >;
}

/** The share page's view of a link (a GET: changes nothing). */
export function viewShareLink(db: Db, token: string, today = todayInBangkok()): ShareLinkView {
  const { share, booking } = shareOfToken(db, token, today);
  return {
    locale: booking.locale ?? 'en',
    city: booking.location,
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    organiser: organiserFirstName(booking.customerName),
    number: share.number,
    amount: share.amount,
    reference: shareReference(bookingReference(booking.id), share.number),
    status: settled(share, booking) ? 'received' : share.status,
    mailed: share.guestEmail !== null,
    hold: {
      status: booking.status,
      advanceStatus: booking.advanceStatus,
      holdExempt: booking.holdExempt,
      heldSince: booking.heldSince,
      createdAt: booking.createdAt,
      holdReminderSentAt: booking.holdReminderSentAt,
      eventDate: booking.eventDate,
      eventTime: booking.eventTime,
    },
  };
}

/**
 * A guest's "I have paid" from her link, with the way she paid and the stored slip (name and bank reference) if one
 * was sent (it replaces an earlier one; a reference stored for another share or booking throws SlipReused, 409).
 * Answers the share and the slip it replaced (the caller deletes it).
 */
export function reportShare(
  db: Db,
  token: string,
  report: { method: string | null; slip: { name: string; reference: string | null } | null },
  now = clock.currentDate(),
): { share: ShareView; replacedSlip: string | null } {
  return db.transaction(
    (tx) => {
      const { share, booking } = shareOfToken(tx, token, todayInBangkok(now));
      if (settled(share, booking)) throw refusal(409, 'share_already_received');
      const { slip } = report;
      assertSlipUnused(tx, slip?.reference ?? null, { bookingId: booking.id, shareId: share.id });
      markShareReported(tx, share.id, report, now);
      const updated = tx.select().from(advanceShares).where(eq(advanceShares.id, share.id)).get()!;
      return { share: view(updated, booking.id), replacedSlip: slip && share.slip !== slip.name ? share.slip : null };
    },
    { behavior: 'immediate' },
  );
}

/** The stored slip of a share (its file name), or null for no such share or no slip. */
export function shareSlip(db: Db, bookingId: string, number: number): string | null {
  if (!Number.isInteger(number)) return null;
  const row = db
    .select({ slip: advanceShares.slip })
    .from(advanceShares)
    .where(and(eq(advanceShares.bookingId, bookingId), eq(advanceShares.number, number)))
    .get();
  return row?.slip ?? null;
}

/** The 404 of a share number the agency's routes do not know: 'Share not found', code `share_not_found`. */
export const agencyShareNotFound = (): HttpError => refuse(404, { code: 'share_not_found', params: {} });

/**
 * The agency marks a share received (paid at the desk when nobody reported it): answers the share and the
 * booking's advance status after it. Throws 404 for no such share, 409 when already received.
 */
export function receiveShare(
  db: Db,
  bookingId: string,
  number: number,
  now = clock.currentDate(),
): ShareView & { advanceStatus: AdvanceStatus } {
  return db.transaction(
    (tx) => {
      const share = tx
        .select()
        .from(advanceShares)
        .where(and(eq(advanceShares.bookingId, bookingId), eq(advanceShares.number, number)))
        .get();
      if (!share) throw agencyShareNotFound();
      if (share.status === 'received') throw refusal(409, 'share_already_received');
      markShareReceived(tx, share.id, now);
      const { advanceStatus } = tx
        .select({ advanceStatus: bookings.advanceStatus })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .get()!;
      return { ...view(tx.select().from(advanceShares).where(eq(advanceShares.id, share.id)).get()!, bookingId), advanceStatus };
    },
    { behavior: 'immediate' },
  );
}

/** The hold's facts a share's deadline is computed from (the rule lives with the holds; the caller passes it in). */
export type DeadlineOf = (booking: BookingRow) => Date;

/**
 * Sends a share's link to a guest's e-mail (a fresh link, since only hashes are kept; the earlier ones keep working),
 * keeps the address for the reminders and when it was sent. Throws 404 for no such share, 409 once it is paid.
 */
export function sendShareLink(
  db: Db,
  bookingId: string,
  number: number,
  email: string,
  deadlineOf: DeadlineOf,
  now = clock.currentDate(),
): { number: number; url: string; share: ShareView } {
  return db.transaction(
    (tx) => {
      const link = newShareLink(tx, bookingId, number);
      const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get()!;
      if (booking.status === 'cancelled') throw refusal(409, 'share_booking_cancelled');
      countShareSend(db, bookingId, email, booking.locale ?? 'en', now.getTime());
      const share = tx
        .update(advanceShares)
        .set({ guestEmail: email, sentAt: now, remindedAt: null, lastCallAt: null })
        .where(and(eq(advanceShares.bookingId, bookingId), eq(advanceShares.number, number)))
        .returning()
        .get();
      const shown = view(share, bookingId);
      queueShareMail(tx, 'share-link', booking, {
        email,
        amount: share.amount,
        reference: shown.reference,
        url: link.url,
        deadline: deadlineOf(booking),
      });
      return { ...link, share: shown };
    },
    { behavior: 'immediate' },
  );
}

/** "I'll cover the rest": the organiser reports every share still pending as paid by her. Throws 409 when none is pending. */
export function coverShares(db: Db, bookingId: string, now = clock.currentDate()): ShareView[] {
  return db.transaction(
    (tx) => {
      const booking = tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).get();
      if (!booking) throw bookingNotFound();
      if (booking.status === 'cancelled') throw refusal(409, 'share_booking_cancelled');
      if (coverOpenShares(tx, bookingId, now) === 0) throw advanceRefusal('nothing_to_cover');
      return bookingShares(tx, bookingId);
    },
    { behavior: 'immediate' },
  );
}
