/** The pages and sections of Contenuti's list by their names in the panel's language. */
import { m as pm } from '@/paraglide-panel/messages';
import type { PanelLocale } from '@db/locales';

type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

// A page or section the panel does not name yet shows by the registry's name (page-names.test.ts checks them all).
const PAGE_NAMES: Record<string, Said> = {
  home: pm.content_page_home,
  about: pm.content_page_about,
  pricing: pm.content_page_pricing,
  city: pm.content_page_city,
  promise: pm.content_page_promise,
  footer: pm.content_page_footer,
  buttons: pm.content_page_buttons,
};
// Sections by page and name: a page's "faq" and another's are named apart where they differ.
const SECTION_NAMES: Record<string, Said> = {
  home_seo: pm.content_section_home_seo,
  home_hero: pm.content_section_home_hero,
  home_favourite: pm.content_section_home_favourite,
  home_why: pm.content_section_home_why,
  home_service: pm.content_section_home_service,
  home_meet: pm.content_section_home_meet,
  home_hens: pm.content_section_home_hens,
  home_cta: pm.content_section_home_cta,
  home_faq: pm.content_section_home_faq,
  about_seo: pm.content_section_about_seo,
  about_intro: pm.content_section_about_intro,
  about_cities: pm.content_section_about_cities,
  about_reasons: pm.content_section_about_reasons,
  about_parties: pm.content_section_about_parties,
  about_how: pm.content_section_about_how,
  about_cta: pm.content_section_about_cta,
  about_faq: pm.content_section_about_faq,
  pricing_seo: pm.content_section_pricing_seo,
  pricing_intro: pm.content_section_pricing_intro,
  pricing_travel: pm.content_section_pricing_travel,
  pricing_policy: pm.content_section_pricing_policy,
  pricing_stats: pm.content_section_pricing_stats,
  pricing_cta: pm.content_section_pricing_cta,
  pricing_soon: pm.content_section_pricing_soon,
  city_seo: pm.content_section_city_seo,
  city_intro: pm.content_section_city_intro,
  city_faq: pm.content_section_city_faq,
  city_request: pm.content_section_city_request,
  city_prices: pm.content_section_city_prices,
  city_about: pm.content_section_city_about,
  city_cta: pm.content_section_city_cta,
  city_hens: pm.content_section_city_hens,
  city_showcase: pm.content_section_city_showcase,
  promise_promise: pm.content_section_promise_promise,
  footer_about: pm.content_section_footer_about,
  footer_services: pm.content_section_footer_services,
  footer_support: pm.content_section_footer_support,
  buttons_buttons: pm.content_section_buttons_buttons,
};

/** A page's name in the panel's language. */
export const pageName = (page: string, locale: PanelLocale): string => PAGE_NAMES[page]?.({}, { locale }) ?? page;

/** A section's name in the panel's language. */
export const sectionName = (page: string, section: string, locale: PanelLocale): string =>
  SECTION_NAMES[`${page}_${section}`]?.({}, { locale }) ?? section;
