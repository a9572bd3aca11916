/**
 * How a customer reaches the agency from where she is (the summary, the dashboard, the reminder e-mail):
 * WhatsApp and LINE links with her booking reference already typed, and a call button. The owner sets the
 * numbers in the panel; a channel left empty is not shown. Browser-safe: the links are built here once.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** The agency's channels as stored: WhatsApp digits with the country code, a LINE official account id, a phone number; '' when not set. */
export interface AgencyChannels {
  /** International number, digits only ('66812345678'): wa.me takes it so. */
  whatsapp: string;
  /** The LINE official account's id with its @ ('@siamhunks'). */
  line: string;
  /** The number to call, with + and the country code ('+6621234567'). */
  phone: string;
}

/** No channel set (a fresh install: nothing is shown). */
export const NO_CHANNELS: AgencyChannels = { whatsapp: '', line: '', phone: '' };

/** One way to reach the agency, ready to render: its address, the visible text and the accessible name. */
export interface ReachLink {
  kind: 'whatsapp' | 'line' | 'call';
  href: string;
  text: string;
  name: string;
}

/** The links of the channels set, in the reader's language, each message starting with the booking reference typed. */
export function reachLinks(channels: AgencyChannels, reference: string, locale: Locale): ReachLink[] {
  const o = { locale };
  const typed = encodeURIComponent(m.reach_prefill({ ref: reference }, o));
  const links: ReachLink[] = [];
  if (channels.whatsapp) {
    links.push({
      kind: 'whatsapp',
      href: `https://wa.me/${channels.whatsapp}?text=${typed}`,
      text: 'WhatsApp',
      name: m.reach_whatsapp_name({ ref: reference }, o),
    });
  }
  if (channels.line) {
    links.push({
      kind: 'line',
      href: `https://line.me/R/oaMessage/${encodeURIComponent(channels.line)}/?${typed}`,
      text: 'LINE',
      name: m.reach_line_name({ ref: reference }, o),
    });
  }
  if (channels.phone) {
    const text = m.reach_call({ phone: channels.phone }, o);
    links.push({ kind: 'call', href: `tel:${channels.phone}`, text, name: text });
  }
  return links;
}
