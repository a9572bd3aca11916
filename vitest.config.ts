import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'server/**/*.test.mjs', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file gets its own module registry, so the process-wide database can point at a fresh file.
    isolate: true,
    testTimeout: 60_000,
  },
});
