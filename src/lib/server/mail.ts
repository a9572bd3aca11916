/**
 * The one mail module for every message. SMTP when SMTP_URL is set; otherwise each message is
 * written as an .eml file to the outbox folder (data/outbox/ beside the database). Every message
 * has a plain-text part; callers put customer text in HTML only through escapeHtml(); no customer
 * value is used in a header other than a validated recipient address.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailFrom, outboxDir, smtpUrl } from './config';
import * as clock from '@/lib/clock';
import { withTitle } from './mail-layout';

/** A message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer | string; contentType: string; cid?: string }[];
  /**
   * The https address that stops mail of this kind to this recipient, for a message she did not ask for (a share's
   * link and its reminders): sent as List-Unsubscribe with RFC 8058's one-click List-Unsubscribe-Post, so a mail
   * client's "Unsubscribe" POSTs to it.
   */
  unsubscribe?: string;
}

let transport: { smtp: boolean; transporter: Transporter } | undefined;

function getTransport() {
  if (!transport) {
    const url = smtpUrl();
    transport = url
      ? { smtp: true, transporter: nodemailer.createTransport(url) }
      : { smtp: false, transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }) };
  }
  return transport;
}

/** Forgets the transport so the next message reads SMTP_URL again (tests). */
export function resetMailTransport(): void {
  transport?.transporter.close();
  transport = undefined;
}

/**
 * A lone address as `"a@example.com" <a@example.com>`: spam filters count a bare `To:` address against a message,
 * and the only name it can carry without a customer's words in a header is the validated address itself. A list,
 * or an address that already has a name (a setting), goes as written.
 */
function recipient(to: string): string | { name: string; address: string } {
  return /^[^\s<>,"]+@[^\s<>,"]+$/.test(to) ? { name: to, address: to } : to;
}

/** Sends a message; throws when the SMTP server refuses it. Returns the outbox file when there is no SMTP. */
export async function sendMail(message: MailMessage): Promise<{ messageId: string; file?: string }> {
  const { smtp, transporter } = getTransport();
  const { unsubscribe, ...rest } = message;
  const info = await transporter.sendMail({
    from: mailFrom(),
    ...rest,
    to: recipient(message.to),
    ...(message.html !== undefined && { html: withTitle(message.html, message.subject) }),
    ...(unsubscribe !== undefined && {
      list: { unsubscribe },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
    // Attachments are built by our code from buffers only; never read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  if (smtp) return { messageId: info.messageId };
  const dir = outboxDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${clock.now()}-${randomBytes(6).toString('hex')}.eml`);
  // Private: an e-mail holds the customer's name, address and booking link.
  writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  return { messageId: info.messageId, file };
}
