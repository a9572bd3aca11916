import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The same aliases as tsconfig.json (`@/` is src/, `@db/` is db/, `@test/` is test/).
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@db/': fileURLToPath(new URL('./db/', import.meta.url)),
      '@test/': fileURLToPath(new URL('./test/', import.meta.url)),
      // Astro's typed build-time values (the brand); Astro's Vite plugin, which makes them, does not run here.
      'astro:env/client': fileURLToPath(new URL('./test/astro-env-client.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'db/**/*.test.ts', 'server/**/*.test.mjs', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated and seeded database per run; each test database is a copy of it (test/temp-db.ts).
    globalSetup: ['test/template-db.ts'],
    // Each file gets its own module registry, so the process-wide database can point at a fresh file.
    isolate: true,
    // A test that sets a setting (vi.stubEnv) gets the environment back afterwards.
    unstubEnvs: true,
    // The password hash at a test cost (scrypt N = 2^10, about a millisecond instead of a second):
    // src/lib/server/password.test.ts checks the production cost and that production refuses this one.
    env: { PASSWORD_HASH_COST: '10' },
    testTimeout: 60_000,
    // expect.poll waits for a real event (a mail delivered, a row written); on a busy machine that event can
    // take longer than the default 1 s to arrive, so the ceiling is 15 s (a passing poll returns at once).
    expect: { poll: { timeout: 15_000 } },
  },
});
