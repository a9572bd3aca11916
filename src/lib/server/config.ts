/**
 * Every server setting, for the app: the one parser is environment.mjs (plain JavaScript, so the
 * production server and astro.config.mjs read the same module without a bundler); this adds what only
 * the bundled app can know. Nothing else reads process.env. Brand values that pre-rendered pages and
 * islands show are build-time values in `src/lib/site.ts`.
 */
import { printLinksSetting } from './environment.mjs';

export * from './environment.mjs';

/** True when sign-in links may be printed to the console (DEV_PRINT_LINKS=1, or the dev server): never by default. */
export function printLinks(): boolean {
  // MODE, not DEV: vitest runs with DEV true, and its tests must see what a plain `npm start` prints.
  return printLinksSetting() || import.meta.env.MODE === 'development';
}
