/** The performer's e-mails about his own profile: his draft approved, or sent back with the agency's note; in his language. */
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { siteLink } from '@/lib/server/config';
import { renderMail } from '@/lib/server/mail-layout';
import { localizePath, type Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';

/** A performer as his profile mails need him: his private address (none: no mail) and stored language. */
export interface ProfileMailRecipient {
  email: string | null;
  locale: Locale;
}

/** What the agency did with his draft; a returned draft carries the agency's note. */
export type ProfileOutcome = { kind: 'approved' } | { kind: 'returned'; note: string };

/** Queues the mail of the agency's decision (in the caller's transaction, so it goes only if the decision commits). */
export function queueProfileOutcomeMail(db: OutboxWriter, { email, locale }: ProfileMailRecipient, outcome: ProfileOutcome): void {
  if (!email) return;
  const o = { locale };
  const approved = outcome.kind === 'approved';
  enqueueMail(
    db,
    {
      to: email,
      subject: approved ? m.pt_mail_profile_approved_subject({}, o) : m.pt_mail_profile_returned_subject({}, o),
      ...renderMail({
        blocks: [
          approved ? m.pt_mail_profile_approved_text({}, o) : m.pt_mail_profile_returned_text({}, o),
          ...(outcome.kind === 'returned' ? [outcome.note] : []),
          { href: siteLink(localizePath('/me', locale)), label: m.pt_open_profile({}, o) },
        ],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: approved ? 'performer-profile-approved' : 'performer-profile-returned' },
  );
}
