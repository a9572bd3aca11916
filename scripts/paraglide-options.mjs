/**
 * Paraglide's options, one place for the Vite plugin (astro.config.mjs) and scripts/compile-messages.mjs.
 * Strategy `baseLocale` only: every call passes its locale (`m.key(inputs, { locale })`), taken from the
 * page's path by src/lib/i18n.ts, so no request-wide locale state is needed (pre-rendered pages, islands,
 * e-mails written by background jobs).
 */
export const PARAGLIDE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: /** @type {['baseLocale']} */ (['baseLocale']),
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
};

/**
 * The panel's catalogues (messages/panel/{it,en,th}.json: Italian first, the agency's language), compiled apart
 * into src/paraglide-panel/ so the customers' site keeps its own locales; a message missing from one stops the compile.
 */
export const PANEL_PARAGLIDE_OPTIONS = { ...PARAGLIDE_OPTIONS, project: './project.panel.inlang', outdir: './src/paraglide-panel' };
