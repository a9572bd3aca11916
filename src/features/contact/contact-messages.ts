/** The contact form's toasts (spec section 8); the reply time is the agency's one setting (CONTACT_REPLY_HOURS). */
import type { Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';

/** The toasts in `locale`: `sent` when the inquiry was received, `failed` for any failure but a rate limit (which gives its own reason). */
export function contactToasts(locale: Locale) {
  const o = { locale };
  return {
    sent: { title: m.forms_contact_sent_title({}, o), description: m.forms_contact_sent_text({ hours: site.replyHours }, o) },
    failed: { title: m.forms_contact_failed_title({}, o), description: m.forms_contact_failed_text({}, o) },
  };
}

/** Shown when the inquiry was received. */
export const CONTACT_SENT = contactToasts('en').sent;
