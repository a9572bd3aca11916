/**
 * A guest's opt-out of the e-mails about her share (RFC 8058's one-click, or the button on her /pay page): the
 * share forgets her address, so no reminder goes to it. The organiser did not ask her, so every share e-mail
 * carries the way out (List-Unsubscribe); the link itself keeps working.
 */
import { eq } from 'drizzle-orm';
import { advanceShareLinks, advanceShares } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { siteLink } from '@/lib/server/config';
import { linkSecretHash } from '@/lib/server/secrets';

/** The opt-out route of the share link whose token is `token`: a POST stops the mail, a GET shows the /pay page's button. */
export function shareMailOffPath(token: string): string {
  return `/api/shares/opt-out?token=${encodeURIComponent(token)}`;
}

/** The absolute opt-out address a share e-mail names (List-Unsubscribe), for the link the same e-mail carries. */
export function shareMailOffUrl(token: string): string {
  return siteLink(shareMailOffPath(token));
}

/** The guest's /pay page at its e-mail section (in the booking's language, as /pay always is); `stopped` after an opt-out. */
export function shareMailSection(token: string, stopped: boolean): string {
  return `/pay?token=${encodeURIComponent(token)}${stopped ? '&mail=off' : ''}#share-mail`;
}

/**
 * Stops the e-mails about the share of a link: its guest address is forgotten (the reminders need it). Idempotent,
 * also for a cancelled booking (which sends none anyway). Throws 404 `share_link_unknown` for an unknown link.
 */
export function stopShareMail(db: Db, token: string): void {
  const hash = linkSecretHash(token);
  const link = hash
    ? db.select({ shareId: advanceShareLinks.shareId }).from(advanceShareLinks).where(eq(advanceShareLinks.tokenHash, hash)).get()
    : undefined;
  if (!link) throw refuse(404, { code: 'share_link_unknown', params: {} });
  db.update(advanceShares).set({ guestEmail: null }).where(eq(advanceShares.id, link.shareId)).run();
}
