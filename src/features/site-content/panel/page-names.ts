/** The pages of Contenuti's list by their names in the panel's language. */
import { m as pm } from '@/paraglide-panel/messages';
import type { PanelLocale } from '@db/locales';

// A page the panel does not name yet shows by the registry's name.
const PAGE_NAMES: Record<string, (inputs: Record<string, never>, options: { locale: PanelLocale }) => string> = {
  home: pm.content_page_home,
  about: pm.content_page_about,
  pricing: pm.content_page_pricing,
  city: pm.content_page_city,
  promise: pm.content_page_promise,
  footer: pm.content_page_footer,
  buttons: pm.content_page_buttons,
};

/** A page's name in the panel's language. */
export const pageName = (page: string, locale: PanelLocale): string => PAGE_NAMES[page]?.({}, { locale }) ?? page;
