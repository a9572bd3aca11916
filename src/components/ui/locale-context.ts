/** The page's language inside an island: set once by the island's root, read by the fields it renders. */
import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/i18n';

/** The language of the island's page (English unless its root provides another). */
export const LocaleContext = createContext<Locale>('en');

/** The language of the island's page. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
