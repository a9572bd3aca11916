/** Copy of the About page (spec section 2, About page), in the reader's language (messages/*.json). */
import type { FaqItem } from '@/content/faq-item';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const text = (key: string, locale: Locale) => messages[key]!({}, { locale });
const titled = (prefix: string, count: number, locale: Locale) =>
  range(count).map((n) => ({ title: text(`${prefix}_${n}_title`, locale), text: text(`${prefix}_${n}_text`, locale) }));

/** Hens nights city by city (the last one names the destinations served on request). */
export function aboutCities(locale: Locale): { title: string; text: string }[] {
  return titled('info_about_city', 4, locale);
}

/** Six reasons to choose us. */
export function aboutReasons(locale: Locale): { title: string; text: string }[] {
  return titled('info_about_reason', 6, locale);
}

/** The private-party types we cover. */
export function partyTypes(locale: Locale): string[] {
  return range(6).map((n) => text(`info_about_party_${n}`, locale));
}

/** How It Works: four steps. */
export function howItWorks(locale: Locale): { title: string; text: string }[] {
  return titled('info_about_step', 4, locale);
}

/** The six About page questions. */
export function aboutFaq(locale: Locale): FaqItem[] {
  return range(6).map((n) => ({
    question: text(`info_about_faq_${n}_question`, locale),
    answer: text(`info_about_faq_${n}_answer`, locale),
  }));
}
