/** The application form's toasts (spec section 8). */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** The toasts in `locale`: `sent` when the application was received, `failed` otherwise (a rate limit gives its own reason instead). */
export function applicationToasts(locale: Locale) {
  const o = { locale };
  return {
    sent: { title: m.forms_join_sent_title({}, o), description: m.forms_join_sent_text({}, o) },
    failed: { title: m.forms_join_failed_title({}, o), description: m.forms_join_failed_text({}, o) },
  };
}
