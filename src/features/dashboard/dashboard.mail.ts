/** The dashboard sign-in e-mail. Without SMTP it lands in the outbox and, outside production, on the console. */
import { isProduction, smtpUrl } from '@/lib/server/config';
import { sendMail } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';

/** Sends the single-use sign-in link to an address that has bookings. */
export async function sendSignInLink(email: string, link: string): Promise<void> {
  await sendMail({
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
  });
  if (!smtpUrl() && !isProduction()) console.log(`[dashboard] sign-in link for ${email}: ${link}`);
}
