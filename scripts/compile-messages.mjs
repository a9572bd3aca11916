// Compiles the message catalogues (messages/{locale}.json) into src/paraglide/ with Paraglide JS.
// The build and the dev server compile through the Vite plugin (astro.config.mjs); this script makes the
// module for what runs before a build: `astro check`, ESLint and Vitest (postinstall and `npm test`).
import { compile } from '@inlang/paraglide-js';
import { PANEL_PARAGLIDE_OPTIONS, PARAGLIDE_OPTIONS } from './paraglide-options.mjs';

await compile(PARAGLIDE_OPTIONS);
await compile(PANEL_PARAGLIDE_OPTIONS);
// The inlang SDK leaves a handle open for about half a minute after compiling; nothing is pending.
process.exit(0);
