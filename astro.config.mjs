// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import './server/load-env.mjs';
import { siteUrl as configuredSiteUrl } from './src/lib/server/config.ts';

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
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), startUpInDev],
  trailingSlash: 'ignore',
  // Our own /_image: only the variants the site links, each encoded once and cached on disk.
  image: { endpoint: { route: '/_image', entrypoint: './src/pages/_image.ts' } },
  build: { format: 'directory' },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  security: {
    checkOrigin: true,
    allowedDomains: [{ hostname: siteUrl.hostname, protocol: siteUrl.protocol.replace(':', '') }],
  },
  vite: { plugins: [tailwindcss()] },
});
