/** Agency notifications for public forms, queued in the outbox with the submission they announce. */
import { agencyEmail } from '@/lib/server/config';
import { enqueueMail, type OutboxWriter } from './outbox.server';

/** A notification: fixed subject (no customer text), text and escaped HTML bodies, validated Reply-To. */
export interface AgencyNotification {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** Queues the notification of entry `entryId` to AGENCY_EMAIL with `db` (the submission's transaction); returns the outbox id. */
export function notifyAgency(db: OutboxWriter, notification: AgencyNotification, kind: string, entryId: string): string {
  return enqueueMail(db, { to: agencyEmail(), ...notification }, { kind, entryId });
}
