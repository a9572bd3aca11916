/** The dashboard sign-in e-mail. It is printed to the console only when asked for (DEV_PRINT_LINKS=1 or the dev server): a link is a key. */
import { printLinks } from '@/lib/server/config';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';

/** Queues the single-use sign-in link to an address that has bookings. */
export function queueSignInMail(db: OutboxWriter, email: string, link: string): void {
  enqueueMail(
    db,
    {
      to: email,
      subject: `Your ${site.name} sign-in link`,
      ...renderMail({
        blocks: [
          'Use this link within 30 minutes to see your bookings. It works once.',
          { href: link, label: 'Open my bookings' },
          'If you did not ask for it, ignore this e-mail.',
        ],
        footer: site.name,
      }),
    },
    { kind: 'dashboard-sign-in' },
  );
  if (printLinks()) console.log(`[dashboard] sign-in link for ${email}: ${link}`);
}
