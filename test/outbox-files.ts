/** Test support: the e-mails delivered as .eml files to the outbox folder (no SMTP_URL), parsed, oldest first. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { outboxDir } from '@/lib/server/config';

/** The delivered e-mails to `to`, oldest first (file names start with the time of delivery). */
export async function deliveredTo(to: string): Promise<Email[]> {
  const dir = outboxDir();
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
  const mails = await Promise.all(files.sort().map((name) => PostalMime.parse(readFileSync(path.join(dir, name)))));
  return mails.filter((mail) => mail.to?.some((address) => address.address?.toLowerCase() === to.toLowerCase()));
}

/** The token of the newest delivered link `pathPattern?token=…` to `to` (e.g. `/booking/confirm`), or undefined. */
export async function deliveredToken(to: string, pathPattern: string): Promise<string | undefined> {
  const links = new RegExp(`${pathPattern}\\?token=([\\w-]+)`);
  const mail = (await deliveredTo(to)).findLast((m) => links.test(m.text ?? ''));
  return links.exec(mail?.text ?? '')?.[1];
}
