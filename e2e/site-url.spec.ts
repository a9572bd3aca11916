// The built server against the SITE_URL it runs with: pre-rendered pages carry the build's address
// (canonical, Open Graph, JSON-LD), so a different running SITE_URL, or none in production, stops the
// start with a message naming the values, before any database is created.
import { expect, test } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDir, startOwnServer } from '@test/reliability/server-process';

// The e2e build uses the default address (SITE_URL unset at `npm run build`).
const BUILT = 'http://localhost:4321/';

const refusal = async (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-site-url-'));
  try {
    const failure = await startOwnServer({ dir, env }).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    return { failure, databaseCreated: existsSync(path.join(dir, 'app.db')) };
  } finally {
    removeDir(dir);
  }
};

test('a running SITE_URL other than the build one stops the start, naming both', async () => {
  const { failure, databaseCreated } = await refusal({ SITE_URL: 'https://elsewhere.example' });
  expect(failure).toMatch(/^server exited with 1/);
  expect(failure).toContain(`SITE_URL is https://elsewhere.example/ but the pages were built with ${BUILT}`);
  expect(databaseCreated).toBe(false);
});

test('production without SITE_URL stops the start with a clear message', async () => {
  const { failure } = await refusal({ SITE_URL: '', NODE_ENV: 'production' });
  expect(failure).toMatch(/^server exited with 1/);
  expect(failure).toContain('SITE_URL is required when NODE_ENV=production');
});

test('the build address given explicitly in production starts', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-site-url-'));
  // Production refuses the tests' low password cost (src/lib/server/password.test.ts): the production cost here.
  const server = await startOwnServer({ dir, env: { SITE_URL: BUILT, NODE_ENV: 'production', PASSWORD_HASH_COST: '17' } });
  try {
    const robots = await fetch(`${server.base}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${BUILT}sitemap.xml`);
  } finally {
    await server.stop();
    removeDir(dir);
  }
});
