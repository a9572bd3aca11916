/** Small display rules of the admin panel, unit-tested in format.test.ts. */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

export { formatBaht } from '@/lib/money';
export { bookingReference } from '@/lib/booking-reference';
export { resolveImageUrl as imageSrc } from '@/features/images/image-url';

/** Text cut to at most `max` characters (then '...'), at a word boundary when one is near. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** 'pending' → 'Pending'; 'full monty' → 'Full monty'. */
export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A duration in minutes as the panel writes it in hours, in the reader's language: '1 ora', '1.5 ore'. */
export function formatHours(minutes: number, locale: PanelLocale): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return (hours === 1 ? pm.bookings_hours_one : pm.bookings_hours_many)({ hours }, { locale });
}
