/** Copy of the home page (spec section 2, Home page), in the reader's language (messages/*.json). */
import type { FaqItem } from '@/content/faq-item';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const text = (key: string, locale: Locale) => messages[key]!({}, { locale });

/** 'Why Choose Our Male Strippers': six points. */
export function homeReasons(locale: Locale): { title: string; text: string }[] {
  return range(6).map((n) => ({ title: text(`home_reason_${n}_title`, locale), text: text(`home_reason_${n}_text`, locale) }));
}

/** 'Premier Services': five services. */
export function homeServices(locale: Locale): { title: string; text: string }[] {
  return range(5).map((n) => ({ title: text(`home_service_${n}_title`, locale), text: text(`home_service_${n}_text`, locale) }));
}

/** The five home page questions. */
export function homeFaq(locale: Locale): FaqItem[] {
  return range(5).map((n) => ({ question: text(`home_faq_${n}_question`, locale), answer: text(`home_faq_${n}_answer`, locale) }));
}
