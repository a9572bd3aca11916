// Compiles the message catalogues (messages/{locale}.json, the panel's messages/panel/{locale}.json) into
// src/paraglide/ and src/paraglide-panel/ (scripts/compile-catalogue.mjs: Paraglide's output in about a second each,
// without the inlang SDK's 40 s of CPU). The build and the dev server compile through the Vite plugin
// (astro.config.mjs); this script makes the modules for what runs before a build: `astro check`, ESLint and Vitest
// (postinstall and `npm test`).
import { fileURLToPath } from 'node:url';
import { compileCatalogue } from './compile-catalogue.mjs';
import { PANEL_PARAGLIDE_OPTIONS, PARAGLIDE_OPTIONS } from './paraglide-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await compileCatalogue(root, PARAGLIDE_OPTIONS);
await compileCatalogue(root, PANEL_PARAGLIDE_OPTIONS);
