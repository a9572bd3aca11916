/**
 * Test support: the outbox's rule (MailMeta in features/notifications/outbox.server.ts) checked on a
 * whole test file's database. Deletions, erasures and the purge find a booking's or an entry's mail by
 * the ids the message carries, never by its text; so a message whose subject or body names a booking
 * (its id or reference) or a contact message or application (its id) must carry that id.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { bookingReference } from '@/lib/booking-reference';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const REFERENCE = /(?<![0-9a-z])[0-9a-f]{8}(?![0-9a-z])/g;

interface Row {
  id: string;
  kind: string;
  bookingId: string | null;
  entryId: string | null;
  text: string;
}

/** The messages in the database file that name a booking or an entry without carrying its id (none when the file is absent). */
export function mailMissingItsRecord(file: string): string[] {
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    const ids = (sql: string) =>
      new Set(
        db
          .prepare<[], { id: string }>(sql)
          .all()
          .map((r) => r.id),
      );
    const bookings = ids('select id from bookings');
    const byReference = new Map([...bookings].map((id) => [bookingReference(id).toLowerCase(), id]));
    const entries = ids('select id from contacts union all select id from applications');
    const mail = db
      .prepare<[], Row>(
        'select id, kind, booking_id as bookingId, entry_id as entryId, lower(subject || char(10) || body) as text from outbox',
      )
      .all();
    const problems: string[] = [];
    for (const m of mail) {
      const named = new Set([...m.text.matchAll(UUID)].map(([id]) => id));
      for (const [ref] of m.text.matchAll(REFERENCE)) if (byReference.has(ref)) named.add(byReference.get(ref)!);
      for (const id of named) {
        if (bookings.has(id) && m.bookingId !== id)
          problems.push(`${m.kind} message ${m.id} names booking ${id} but carries booking ${m.bookingId}`);
        if (entries.has(id) && m.entryId !== id)
          problems.push(`${m.kind} message ${m.id} names entry ${id} but carries entry ${m.entryId}`);
      }
    }
    return problems;
  } finally {
    db.close();
  }
}
