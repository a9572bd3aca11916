import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// End-to-end tests run against the built production server (`npm run build` first), started on a
// free loopback port with its own temporary database, in Debian's Chromium (CHROMIUM_PATH overrides).
// Workers re-read this file: the port and folder are chosen once and passed on through the environment.
// The config must be synchronous, so the port comes from test/server.mjs's freePort() in a child node.
process.env.E2E_PORT ||= execFileSync(process.execPath, [
  '--input-type=module',
  '-e',
  `const { freePort } = await import(${JSON.stringify(new URL('./test/server.mjs', import.meta.url).href)}); console.log(await freePort());`,
])
  .toString()
  .trim();
if (!process.env.E2E_DATA_DIR) {
  // Made here, so removed here: when the runner process exits (after the web server has been stopped,
  // which a globalTeardown would precede), passed or failed. Workers inherit the folder and leave it be.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'siam-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// The password hash at a test cost (scrypt N = 2^10) for the shared server and every server a spec starts
// (they inherit this environment): a sign-in takes a millisecond, not a second. Production refuses it.
process.env.PASSWORD_HASH_COST ||= '10';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// The process-level specs: restart, start-up race, the reverse proxy, reliability under failure, and the
// pseudo-language (which builds a copy of the project with a third language).
const PROCESS_SPECS = [
  'restart.spec.ts',
  'startup-race.spec.ts',
  'security-proxy.spec.ts',
  'reliability-bookings.spec.ts',
  'pseudo-language.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous per test: the suite must pass on a 2-core machine under load (at a load average of 35, four
  // tests that pass in 10-20 s took over 60 s: the axe scans of the listings, a production start).
  timeout: 90_000,
  // A web-first assertion waits for its DOM state; a passing one returns at once, a busy machine may need 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: PROCESS_SPECS },
    // Specs about the server process itself (they start, stop, race and proxy their own servers): run
    // apart by name (`npx playwright test --project=process`); `npm test` runs both projects.
    { name: 'process', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: PROCESS_SPECS },
  ],
  webServer: {
    command: 'node server/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'app.db'),
      UPLOADS_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
      // The shared server's request lines would fill the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    },
  },
});
