/**
 * The e-mails to the agency, each written in the language of who reads it: a staff member's address gets their panel
 * language (staff.panel_locale, the one they chose in the panel), any other address, such as the agency's shared
 * AGENCY_EMAIL, Italian (the panel's default). The words come from the panel catalogues (messages/panel/*.json).
 */
import { PANEL_LOCALES, type PanelLocale } from '@db/locales';
import { agencyEmail } from '@/lib/server/config';
import { clientOf } from '@/lib/server/db';
import type { MailMessage } from '@/lib/server/mail';
import { enqueueMail, type MailMeta, type OutboxWriter } from './outbox.server';

/** A notification: fixed subject (no customer text), text and escaped HTML bodies, validated Reply-To. */
export interface AgencyNotification {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** An agency e-mail but its recipient, written in `locale`. */
export type AgencyMailOf = (locale: PanelLocale) => Omit<MailMessage, 'to'>;

/**
 * The language an agency e-mail to `address` is written in: the panel language of the staff member whose address it
 * is (a disabled one's too: the address still reaches them), Italian for any other. Read with `db`, which may be the
 * caller's open transaction.
 */
export function agencyLocaleOf(db: OutboxWriter, address: string): PanelLocale {
  const row = clientOf(db)
    .prepare<[string], { locale: string }>('select panel_locale as locale from staff where email = ?')
    .get(address.toLowerCase());
  return PANEL_LOCALES.find((locale) => locale === row?.locale) ?? 'it';
}

/** Queues an e-mail to the agency (AGENCY_EMAIL), written in its reader's language (agencyLocaleOf); returns the outbox id. */
export function queueAgencyMail(db: OutboxWriter, mail: AgencyMailOf, meta: MailMeta): string {
  const to = agencyEmail();
  return enqueueMail(db, { to, ...mail(agencyLocaleOf(db, to)) }, meta);
}

/** Queues the notification of entry `entryId` to AGENCY_EMAIL with `db` (the submission's transaction); returns the outbox id. */
export function notifyAgency(
  db: OutboxWriter,
  notification: (locale: PanelLocale) => AgencyNotification,
  kind: string,
  entryId: string,
): string {
  return queueAgencyMail(db, notification, { kind, entryId });
}
