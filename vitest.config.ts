import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The pure unit tests: they import modules without side effects and stub, mock and open nothing (no
 * `vi.stubEnv`/`vi.mock`/`vi.spyOn`, no database, no `@test/hooks`; test/shared-modules.test.ts checks it).
 * They share one module registry per worker (`isolate: false`), so the modules they have in common
 * (zod, the Paraglide messages, TypeScript for the lint-rule tests) load once instead of once per file.
 * A new test file runs isolated unless it is listed here.
 */
export const SHARED_MODULE_TESTS = [
  'scripts/eslint/feature-boundaries.test.ts',
  'scripts/eslint/feature-cycles.test.ts',
  'scripts/eslint/layers.test.ts',
  'scripts/lockfile.test.ts',
  'server/canonical-paths.test.mjs',
  'server/forwarded.test.mjs',
  'server/observability.test.mjs',
  'server/precompressed.test.mjs',
  'server/security-headers.test.mjs',
  'src/components/ui/public-form-errors.test.ts',
  'src/content/city-pages.test.ts',
  'src/content/services.test.ts',
  'src/features/manage-bookings/panel/advance-actions.test.ts',
  'src/features/manage-bookings/panel/booking-row.test.ts',
  'src/features/manage-bookings/panel/confirm-booking.test.ts',
  'src/features/manage-bookings/panel/performer-answers.test.ts',
  'src/features/calendar/panel/calendar-view.test.ts',
  'src/features/admin-panel/format.test.ts',
  'src/features/insights/panel/insights-period.test.ts',
  'src/features/admin-panel/kept-rows.test.ts',
  'src/features/admin-panel/opening-tab.test.ts',
  'src/features/pricing/panel/parameter-rules.test.ts',
  'src/features/performers/panel/performer-form.test.ts',
  'src/features/advance/advance-status.test.ts',
  'src/features/advance/cancellation-advance.test.ts',
  'src/features/advance/shares.test.ts',
  'src/features/advance/slip-reference.test.ts',
  'src/features/booking-life/payment-split.test.ts',
  'src/features/booking-life/share-split.test.ts',
  'src/features/booking-form/booking-rules.test.ts',
  'src/features/booking-form/form-errors.test.ts',
  'src/features/booking/agency-catalogue.test.ts',
  'src/features/booking/agency-promise.test.ts',
  'src/features/booking/booking-data.test.ts',
  'src/features/booking/booking-view.test.ts',
  'src/features/booking/price-lines.test.ts',
  'src/features/contact/contact.test.ts',
  'src/features/currency/currencies.test.ts',
  'src/features/dashboard/dashboard-errors.test.ts',
  'src/features/faq/one-open.test.ts',
  'src/features/holds/hold-rules.test.ts',
  'src/features/images/image-url.test.ts',
  'src/features/night-status/night-agency-label.test.ts',
  'src/features/party-brief/brief-labels.test.ts',
  'src/features/performer-portal/portal-words.test.ts',
  'src/features/performers/city-route.test.ts',
  'src/features/performers/gallery-index.test.ts',
  'src/features/performers/performer-filter.test.ts',
  'src/features/performers/profile.test.ts',
  'src/features/pricing/booking-link.test.ts',
  'src/features/pricing/card-view.test.ts',
  'src/features/reach-agency/agency-channels.test.ts',
  'src/features/scheduling/time-off-form.test.ts',
  'src/features/seo/seo.test.ts',
  'src/features/seo/sitemap.test.ts',
  'src/lib/dates.test.ts',
  'src/lib/error-codes.test.ts',
  'src/lib/honeypot.test.ts',
  'src/lib/html.test.ts',
  'src/lib/i18n.test.ts',
  'src/lib/ics.test.ts',
  'src/lib/locale-routes.test.ts',
  'src/lib/messages.test.ts',
  'src/lib/money.test.ts',
  'src/lib/server/csv-stream.test.ts',
  'src/lib/server/images.test.ts',
  'src/lib/server/inline-script-hashes.test.mjs',
  'src/lib/server/mail-layout.test.ts',
  'src/lib/server/memory-rate-limit.test.ts',
  'src/lib/server/page-css.test.ts',
  'src/lib/server/page-encoding.test.ts',
  'src/lib/server/public-form.test.ts',
  'src/lib/server/redact.test.ts',
  'src/lib/server/request.test.ts',
  'src/lib/server/used-css.test.mjs',
  'src/lib/toast-store.test.ts',
];

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
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/**/*.test.{ts,mjs}', 'test/**/*.test.ts', 'db/**/*.test.ts', 'server/**/*.test.mjs', 'scripts/**/*.test.ts'],
          exclude: SHARED_MODULE_TESTS,
          // One migrated and seeded database per run; each test database is a copy of it (test/temp-db.ts).
          globalSetup: ['test/template-db.ts'],
          // Each file gets its own module registry, so the process-wide database can point at a fresh file.
          isolate: true,
        },
      },
      { extends: true, test: { name: 'shared', include: SHARED_MODULE_TESTS, isolate: false } },
    ],
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
