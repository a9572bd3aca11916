/** The reminder e-mail's way back to the agency: the channels set, each a link with the booking reference typed. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import type { MailBlock } from '@/lib/server/mail-layout';
import { reachLinks, type AgencyChannels } from './agency-channels';

/** A lead line and one link per channel set; none when the owner has set none. */
export function reachMailBlocks(channels: AgencyChannels, reference: string, locale: Locale): MailBlock[] {
  const links = reachLinks(channels, reference, locale);
  if (links.length === 0) return [];
  return [m.reach_mail_lead({}, { locale }), ...links.map((link) => ({ href: link.href, label: link.text }))];
}
