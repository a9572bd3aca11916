/** The body of a person's choice of the panel's language. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { PANEL_LOCALES } from '@db/locales';

/** `{ locale }`: Italian, English or Thai. */
export const panelLocaleSchema = z.strictObject({
  locale: z.enum(PANEL_LOCALES, { error: `locale must be one of ${PANEL_LOCALES.join(', ')}` }),
});
