// @ts-check
import node from '@astrojs/node';
import { createHash } from 'node:crypto';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'astro/config';
import './server/load-env.mjs';
import { inlineScriptHashesIntegration } from './src/lib/server/inline-script-hashes.mjs';
import { precompressIntegration } from './server/precompressed.mjs';
import { usedCssIntegration } from './src/lib/server/used-css.mjs';
import { clientChunks } from './scripts/client-chunks.mjs';
import { serverTextOverrides } from './scripts/server-text-overrides.mjs';
import { plainDynamicImport } from './scripts/plain-dynamic-import.mjs';
import { PANEL_PARAGLIDE_OPTIONS, PARAGLIDE_OPTIONS } from './scripts/paraglide-options.mjs';
import { cspDirectives, styleSources } from './server/security-headers.mjs';
import { IMG_FALLBACK_SCRIPT } from './src/components/img-fallback.ts';
import { LOCALES } from './db/locales.ts';
import { pageLanguagesIntegration } from './server/canonical-paths.mjs';
import { BRAND_ENV_SCHEMA, host, port, siteUrl as configuredSiteUrl } from './src/lib/server/environment.mjs';

const site = configuredSiteUrl();
const siteUrl = new URL(site);

/**
 * Under `astro dev`, calls the health route once the dev server listens, as server/serve.mjs does
 * in production, so the app's start-up (src/startup.ts) runs at start in both.
 * @type {import('astro').AstroIntegration}
 */
const startUpInDev = {
  name: 'start-up-in-dev',
  hooks: {
    'astro:server:start': ({ address, logger }) => {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      // Not awaited: the dev server must not wait for its own first request before it is ready.
      void fetch(`http://${host}:${address.port}/api/health`)
        .then(async (health) => {
          if (!health.ok) logger.error(`start-up failed: ${await health.text()}`);
        })
        .catch((error) => logger.error(`start-up failed: ${error}`));
    },
  },
};

// Pages are pre-rendered unless they opt out (`export const prerender = false`);
// the Node adapter serves both, wrapped by server/serve.mjs in production.
export default defineConfig({
  site,
  output: 'static',
  // Middleware mode: server/serve.mjs answers the build's files itself and hands routes to the adapter.
  // staticHeaders: pre-rendered pages get no CSP meta tag; the server sends the CSP header (security-headers.mjs).
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [
    react(),
    startUpInDev,
    inlineScriptHashesIntegration(),
    usedCssIntegration(),
    precompressIntegration(),
    pageLanguagesIntegration(LOCALES),
  ],
  trailingSlash: 'ignore',
  // Our own /_image: only the variants the site links, each encoded once and cached on disk.
  image: { endpoint: { route: '/_image', entrypoint: './src/pages/_image.ts' } },
  // The stylesheet is inlined: one render-blocking request less on every first visit; each page keeps
  // only the rules it uses (src/lib/server/used-css.mjs).
  build: { format: 'directory', inlineStylesheets: 'always' },
  server: { host: host(), port: port() },
  // The brand's build-time values, typed and validated (`astro:env/client`, read by src/lib/site.ts).
  env: { schema: BRAND_ENV_SCHEMA },
  security: {
    checkOrigin: true,
    allowedDomains: [{ hostname: siteUrl.hostname, protocol: siteUrl.protocol.replace(':', '') }],
    // script-src is 'self' plus the hashes of the inline scripts Astro emits (the island loader),
    // so an injected inline script or event handler never runs.
    csp: {
      directives: cspDirectives({ https: siteUrl.protocol === 'https:' }),
      styleDirective: { resources: styleSources },
      // The site's one hand-written inline script (src/components/img-fallback.ts).
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(IMG_FALLBACK_SCRIPT).digest('base64')}`] },
    },
  },
  // The site renders no Markdown code blocks; Shiki's highlighting would need inline styles the CSP refuses.
  markdown: { syntaxHighlight: false },
  // The message catalogues (messages/*.json; the panel's messages/panel/*.json) compiled to src/paraglide/ and
  // src/paraglide-panel/ on every build and dev start. The browser's scripts in fewer files (scripts/client-chunks.mjs), their lazy imports
  // plain (scripts/plain-dynamic-import.mjs).
  vite: {
    // Astro inlines a page's script under 4 KB; the island runtime's (components/IslandRuntime.astro) is there to be a file.
    build: { assetsInlineLimit: (file) => (file.includes('IslandRuntime.astro') ? false : undefined) },
    plugins: [
      tailwindcss(),
      paraglideVitePlugin(PARAGLIDE_OPTIONS),
      paraglideVitePlugin(PANEL_PARAGLIDE_OPTIONS),
      clientChunks(),
      plainDynamicImport(),
      // The server's message functions render the owner's published texts (never the browser's).
      serverTextOverrides(),
    ],
  },
});
