/**
 * The daily retention purge: enforces what the privacy page promises (periods in ./retention.ts).
 * Bookings 2 years after the event lose their personal data (a payment record stays anonymised, and
 * is deleted 7 years after the event); contact messages and applications go after 1 year; expired
 * admin and dashboard sessions, sign-in links and rate-limit windows go at once; outbox e-mails after
 * MAIL_OUTBOX_RETENTION_DAYS. Idempotent: running it twice deletes nothing more.
 */
import { statSync, rmSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, inArray, lt, ne } from 'drizzle-orm';
import {
  applications,
  auditLog,
  bookings,
  contacts,
  dashboardSessions,
  dashboardTokens,
  sessions,
  staffInvitations,
  webauthnChallenges,
} from '@db/schema';
import { outboxRetentionDays } from '@/lib/server/config';
import { deleteMail, purgeOutbox } from '@/features/notifications/outbox.server';
import type { Db, DbTransaction } from '@/lib/server/db';
import { pruneRateLimits } from '@/lib/server/rate-limit';
import { todayInBangkok } from '@/lib/event-time';
import { checkpoint, deleteSlips, outboxFiles, removeBookings } from './personal-data.server';
import { publicDataChanged } from '@/lib/server/public-data';
import { AUDIT_RETENTION_YEARS, BOOKING_RETENTION_YEARS, COMMUNICATION_RETENTION_YEARS, PAYMENT_RECORD_RETENTION_YEARS } from './retention';
import * as clock from '@/lib/clock';

/** What one run removed. */
export interface PurgeResult {
  bookingsDeleted: number;
  bookingsAnonymised: number;
  paymentRecordsDeleted: number;
  contacts: number;
  applications: number;
  outboxFiles: number;
  /** Outbox messages deleted (retention passed since delivery). */
  outboxMessages: number;
}

/** The Bangkok calendar date `years` before today, YYYY-MM-DD (29 February becomes 28 February). */
export function yearsBefore(now: number, years: number): string {
  const today = todayInBangkok(new Date(now));
  const year = String(Number(today.slice(0, 4)) - years).padStart(4, '0');
  const date = `${year}${today.slice(4)}`;
  return date.endsWith('-02-29') ? `${year}-02-28` : date;
}

/** Deletes the outbox folder's .eml copies older than `cutoff` among `files`; returns how many. */
function deleteOldOutboxFiles(files: string[], cutoff: number): number {
  let deleted = 0;
  for (const file of files) {
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? cutoff) < cutoff) {
      rmSync(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

type Tx = Db | DbTransaction;

/** Anonymises or deletes up to `limit` bookings past retention (-1: all) with their mail, in `tx`; returns them and what they leave. */
function expireBookings(tx: Tx, cutoff: string, limit = -1) {
  const expired = tx
    .select()
    .from(bookings)
    .where(and(lt(bookings.eventDate, cutoff), ne(bookings.customerEmail, '')))
    .limit(limit)
    .all();
  const removed = removeBookings(tx, expired);
  // Mail about an anonymised booking still names the customer: it goes with the personal details.
  deleteMail(tx, { bookingIds: expired.map((b) => b.id) });
  return { count: expired.length, removed };
}

/** Deletes up to `limit` contact messages or applications (-1: all) that arrived before `cutoff`; returns how many. */
function deleteOldEntries(db: Tx, table: typeof contacts | typeof applications, cutoff: Date, limit = -1): number {
  const due = db.select({ id: table.id }).from(table).where(lt(table.createdAt, cutoff)).limit(limit);
  return db.delete(table).where(inArray(table.id, due)).run().changes;
}

/** Runs the purge once at `now` (`files: false` leaves the outbox folder to the caller). */
export function purgeExpiredData(db: Db, now = clock.now(), { files = true } = {}): PurgeResult {
  const bookingCutoff = yearsBefore(now, BOOKING_RETENTION_YEARS);
  const paymentCutoff = yearsBefore(now, PAYMENT_RECORD_RETENTION_YEARS);
  const communicationCutoff = new Date(`${yearsBefore(now, COMMUNICATION_RETENTION_YEARS)}T00:00:00+07:00`);
  const result = db.transaction(
    (tx) => {
      const { removed } = expireBookings(tx, bookingCutoff);
      const paymentRecordsDeleted = tx.delete(bookings).where(lt(bookings.eventDate, paymentCutoff)).run().changes;
      const contactsDeleted = deleteOldEntries(tx, contacts, communicationCutoff);
      const applicationsDeleted = deleteOldEntries(tx, applications, communicationCutoff);
      tx.delete(sessions)
        .where(lt(sessions.expiresAt, new Date(now)))
        .run();
      tx.delete(dashboardSessions)
        .where(lt(dashboardSessions.expiresAt, new Date(now)))
        .run();
      tx.delete(dashboardTokens)
        .where(lt(dashboardTokens.expiresAt, new Date(now)))
        .run();
      tx.delete(auditLog)
        .where(lt(auditLog.at, new Date(`${yearsBefore(now, AUDIT_RETENTION_YEARS)}T00:00:00+07:00`)))
        .run();
      tx.delete(staffInvitations)
        .where(lt(staffInvitations.expiresAt, new Date(now)))
        .run();
      tx.delete(webauthnChallenges)
        .where(lt(webauthnChallenges.expiresAt, new Date(now)))
        .run();
      return { removed, paymentRecordsDeleted, contactsDeleted, applicationsDeleted };
    },
    { behavior: 'immediate' },
  );
  while (pruneRateLimits(db, now, STEP_ROWS) === STEP_ROWS);
  deleteSlips(db, result.removed.slips);
  const outboxCutoff = now - outboxRetentionDays() * 86_400_000;
  // Delivered (or given-up) messages go once the retention period has passed since then.
  const outboxMessages = purgeOutbox(db, new Date(outboxCutoff));
  const outboxDeleted = files ? deleteOldOutboxFiles(outboxFiles(), outboxCutoff) : 0;
  // Reviews of expired bookings went with them: the public pages drop them.
  publicDataChanged(db);
  checkpoint(db);
  return {
    bookingsDeleted: result.removed.deleted,
    bookingsAnonymised: result.removed.anonymised,
    paymentRecordsDeleted: result.paymentRecordsDeleted,
    contacts: result.contactsDeleted,
    applications: result.applicationsDeleted,
    outboxFiles: outboxDeleted,
    outboxMessages,
  };
}

/**
 * Rows one step of the job's purge deletes before the event loop turns (a request waits for one step at
 * most): 100 rate-limit windows, contact messages or applications, or 20 outbox messages (larger rows,
 * five indexes, their pages zeroed by secure_delete: 50 took up to 43 ms on the quiet 2-core bench machine).
 */
const STEP_ROWS = 100;
const STEP_MESSAGES = 20;
/** Files of the outbox folder one step looks at (a stat each, and a delete for the old ones). */
const STEP_FILES = 200;
/**
 * Bookings one step anonymises or deletes, with their mail in the outbox. Each one also leaves the search
 * index, whose secure delete rewrites the entries of every trigram of its name, e-mail and phone: about
 * 12 ms a booking among 100,000 on the bench machine.
 */
const STEP_BOOKINGS = 2;

/**
 * The daily job's purge: the same work as purgeExpiredData, in small transactions with a turn of the
 * event loop between them (rate-limit windows, contact messages and applications by STEP_ROWS, outbox
 * messages by STEP_MESSAGES, expired bookings by STEP_BOOKINGS), then purgeExpiredData itself for what is left (the
 * sessions, links, the record, files), so no request waits behind the whole of it.
 */
export async function purgeExpiredDataInSteps(db: Db, now = clock.now()): Promise<PurgeResult> {
  while (pruneRateLimits(db, now, STEP_ROWS) === STEP_ROWS) await nextTurn();
  const outboxCutoff = new Date(now - outboxRetentionDays() * 86_400_000);
  let outboxMessages = 0;
  for (let n = STEP_MESSAGES; n === STEP_MESSAGES; await nextTurn()) outboxMessages += n = purgeOutbox(db, outboxCutoff, STEP_MESSAGES);
  const communicationCutoff = new Date(`${yearsBefore(now, COMMUNICATION_RETENTION_YEARS)}T00:00:00+07:00`);
  let contactsDeleted = 0;
  let applicationsDeleted = 0;
  for (const table of [contacts, applications]) {
    for (let n = STEP_ROWS; n === STEP_ROWS; await nextTurn()) {
      n = deleteOldEntries(db, table, communicationCutoff, STEP_ROWS);
      if (table === contacts) contactsDeleted += n;
      else applicationsDeleted += n;
    }
  }
  const bookingCutoff = yearsBefore(now, BOOKING_RETENTION_YEARS);
  let deleted = 0;
  let anonymised = 0;
  for (let n = STEP_BOOKINGS; n === STEP_BOOKINGS; await nextTurn()) {
    const step = db.transaction((tx) => expireBookings(tx, bookingCutoff, STEP_BOOKINGS), { behavior: 'immediate' });
    deleteSlips(db, step.removed.slips);
    deleted += step.removed.deleted;
    anonymised += step.removed.anonymised;
    n = step.count;
  }
  // The outbox folder (mail kept as files when no SMTP server is set) may hold a month of messages.
  const files = outboxFiles();
  let outboxFilesDeleted = 0;
  for (let i = 0; i < files.length; i += STEP_FILES, await nextTurn()) {
    outboxFilesDeleted += deleteOldOutboxFiles(files.slice(i, i + STEP_FILES), outboxCutoff.getTime());
  }
  const rest = purgeExpiredData(db, now, { files: false });
  return {
    ...rest,
    outboxFiles: outboxFilesDeleted,
    bookingsDeleted: deleted + rest.bookingsDeleted,
    bookingsAnonymised: anonymised + rest.bookingsAnonymised,
    contacts: contactsDeleted + rest.contacts,
    applications: applicationsDeleted + rest.applications,
    outboxMessages: outboxMessages + rest.outboxMessages,
  };
}
