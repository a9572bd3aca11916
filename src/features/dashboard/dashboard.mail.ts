/** The dashboard sign-in e-mail. It is printed to the console only when asked for (DEV_PRINT_LINKS=1 or the dev server): a link is a key. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { printLinks } from '@/lib/server/config';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';

/** Queues the single-use sign-in link to an address that has bookings. */
export function queueSignInMail(db: OutboxWriter, email: string, link: string, locale: Locale = 'en'): void {
  const o = { locale };
  enqueueMail(
    db,
    {
      to: email,
      subject: m.mail_signin_subject({ brand: site.name }, o),
      ...renderMail({
        blocks: [m.mail_signin_text({}, o), { href: link, label: m.mail_signin_button({}, o) }, m.mail_signin_ignore({}, o)],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: 'dashboard-sign-in', holdsToken: true },
  );
  if (printLinks()) console.log(`[dashboard] sign-in link for ${email}: ${link}`);
}
