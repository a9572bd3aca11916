/**
 * A share's state and the way it was paid, as the agency reads them (browser-safe: the panel, and the bookings CSV in the exporter's language):
 * one panel catalogue key per state (`shares_state_<state>`) and per way (`shares_method_<way>`).
 */
import type { PanelLocale } from '@db/locales';
import type { ShareStatus } from '@db/statuses';
import { m as pm } from '@/paraglide-panel/messages';
import { sayValue, type ValueWords } from '@/lib/value-words';

const STATES: ValueWords<ShareStatus> = {
  pending: pm.shares_state_pending,
  reported: pm.shares_state_reported,
  received: pm.shares_state_received,
};
const METHODS: ValueWords<string> = {
  promptpay: pm.shares_method_promptpay,
  bank: pm.shares_method_bank,
  link: pm.shares_method_link,
  desk: pm.shares_method_desk,
  organiser: pm.shares_method_organiser,
};

/** A share's state in the reader's words. */
export const shareStateText = (status: ShareStatus, locale: PanelLocale): string => STATES[status]({}, { locale });

/** The way a share was paid in the reader's words ('—' when nobody said; an unknown word as stored). */
export const shareMethodText = (method: string | null, locale: PanelLocale): string => (method ? sayValue(METHODS, method, locale) : '—');
