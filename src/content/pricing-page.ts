/** Copy of the pricing page (spec section 2, Pricing page), in the reader's language (messages/*.json). */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
const text = (key: string, locale: Locale) => messages[key]!({}, { locale });

/** Travelling info paragraphs. */
export function travellingInfo(locale: Locale): string[] {
  return [1, 2].map((n) => text(`info_pricing_travel_${n}`, locale));
}

/** Booking Confirmation Policy points. */
export function confirmationPolicy(locale: Locale): string[] {
  return [1, 2, 3, 4].map((n) => text(`info_pricing_policy_${n}`, locale));
}

/** The stats block (the figures are the same in every language). */
export function pricingStats(locale: Locale): { value: string; label: string }[] {
  return ['15+', '3', '24/7'].map((value, index) => ({ value, label: text(`info_pricing_stat_${index + 1}`, locale) }));
}
