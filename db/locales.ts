/**
 * The customer's languages as plain values: the bottom layer, so the schema types its `locale` columns
 * with them and src/lib/i18n.ts re-exports them to everything else. They are the message catalogue's
 * list (project.inlang/settings.json), the base first; src/lib/i18n.test.ts holds them equal.
 */

/** Every language of the customer's side, the base first (the language of records stored without one). */
export const LOCALES = ['en', 'th'] as const;
/** A language of the customer's side. */
export type Locale = (typeof LOCALES)[number];

/**
 * The panel's languages, Italian first (the agency's, and every person's until they choose another): the panel
 * catalogue's list (project.panel.inlang/settings.json); src/lib/panel-i18n.test.ts holds them equal.
 */
export const PANEL_LOCALES = ['it', 'en', 'th'] as const;
/** A language of the admin panel. */
export type PanelLocale = (typeof PANEL_LOCALES)[number];
