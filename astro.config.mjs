// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import './server/load-env.mjs';

const site = process.env.SITE_URL || 'http://localhost:4321';
const siteUrl = new URL(site);

// Pages are pre-rendered unless they opt out (`export const prerender = false`);
// the Node adapter serves both, wrapped by scripts/serve.mjs in production.
export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  security: {
    checkOrigin: true,
    allowedDomains: [{ hostname: siteUrl.hostname, protocol: siteUrl.protocol.replace(':', '') }],
  },
  vite: { plugins: [tailwindcss()] },
});
