// ESLint (flat config): typescript-eslint's type-checked recommended rules (type information from the
// tsconfig through the project service), eslint-plugin-astro, eslint-plugin-react-hooks and
// eslint-plugin-jsx-a11y, with the style rules Prettier owns turned off; zero warnings allowed (`npm run lint`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './scripts/eslint/house.mjs';

const CLOCK_MESSAGE = 'Ask the clock for now: currentDate() from src/lib/clock.ts (tests set it there).';
/** "Now" read past the clock: new Date() without arguments, or Date() (a string of now). */
// A namespace import of the panel's messages keeps every message of every language in the script that makes it: a
// screen imports the messages it says by name, and words looked up by a stored name come from src/lib/panel-families.ts.
const PANEL_MESSAGES_SYNTAX = [
  {
    selector: "ImportDeclaration[source.value='@/paraglide-panel/messages'][importKind!='type'] > ImportNamespaceSpecifier",
    message:
      "Import the panel's messages by name; for words looked up by a stored name (a code, a status), use a family of src/lib/panel-families.ts (or add one there): a namespace import ships the whole catalogue in three languages.",
  },
  // `m` is the same whole catalogue as an object: the bundler keeps only the messages named as `pm.key`, and every one
  // of them once `pm` is looked up by a computed key or handed on as a value. Named `pm`, each use is seen below.
  {
    selector: "ImportDeclaration[source.value='@/paraglide-panel/messages'] > ImportSpecifier[imported.name='m'][local.name!='pm']",
    message: "Import the panel's messages object as `m as pm` (or the messages by name), so that lint sees how it is used.",
  },
  {
    selector: "MemberExpression[object.name='pm'][computed=true]",
    message:
      'Say a panel message as pm.key: a lookup by a computed key ships the whole catalogue in three languages; for words looked up by a stored name, use a family of src/lib/panel-families.ts or a table (src/lib/value-words.ts).',
  },
  {
    selector:
      "Identifier[name='pm']:not(MemberExpression > Identifier.object, MemberExpression[computed=false] > Identifier.property, Property[computed=false] > Identifier.key, ImportSpecifier > Identifier.local, ImportNamespaceSpecifier > Identifier.local, TSQualifiedName > Identifier.left, TSTypeQuery > Identifier.exprName)",
    message: 'Say a panel message as pm.key: the messages object handed on as a value ships the whole catalogue in three languages.',
  },
];
const NOW_SYNTAX = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
];
const ZONE_MESSAGE = "Name the agency's time zone as AGENCY_TIME_ZONE from src/lib/dates.ts, not as a literal.";
/** The agency's zone written as a literal (a string or a template's text). */
const ZONE_SYNTAX = [
  { selector: 'Literal[value=/Asia.Bangkok/]', message: ZONE_MESSAGE },
  { selector: 'TemplateElement[value.raw=/Asia.Bangkok/]', message: ZONE_MESSAGE },
];

export default defineConfig(
  // src/paraglide/, src/paraglide-panel/: the compiled message catalogues (generated, not committed).
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.astro/',
      'test-results/',
      'playwright-report/',
      'data/',
      'public/',
      'src/paraglide/',
      'src/paraglide-panel/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Type information from tsconfig.json, which includes every file (the .mjs ones too).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // React ignores what an event handler returns, so an async handler in a JSX attribute is fine (the
      // handlers report their own failures). Everywhere else a promise passed where nothing awaits it
      // (a timer, an event emitter, a server callback) is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // astro-eslint-parser does not take the project service: it types the frontmatter of .astro files
    // through the tsconfig (`project`) instead, so the type-checked rules run there too.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: true, extraFileExtensions: ['.astro'] } },
  },
  {
    // The <script> tags of .astro files are linted as virtual files that no TypeScript program knows,
    // so the rules that need type information stay off there; `astro check` type-checks them.
    files: ['**/*.astro/*.js', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Left out of tsconfig.json's type check (the bench's measuring scripts are not typed yet; this file
    // imports a plugin without type declarations): linted without type information.
    files: ['eslint.config.js', 'scripts/bench.mjs', 'scripts/bench-scale.mjs', 'scripts/bench/**'],
    languageOptions: { parserOptions: { projectService: false } },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The plugin object itself (not the preset's copy): the Astro preset registers the same one.
    files: ['**/*.{jsx,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Server, scripts and tests run in Node; islands and inline scripts in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore marks a value that is unused on purpose (a required parameter, a skipped element).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read JSON answers as `any` on purpose and assert their shape with expect(); untyped .js/.mjs
    // (server, scripts, configs) has no annotations for these rules to check until it is type-checked itself.
    // The promise rules and the rest of the type-checked set stay on for all of them.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**', 'test/**', '**/*.{js,mjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // One clock and one time zone: product code asks src/lib/clock.ts for "now" (a test sets it there), and
  // names the agency's zone through AGENCY_TIME_ZONE (src/lib/dates.ts), never as the literal.
  {
    files: ['src/**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'src/lib/clock.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Ask the clock for now: now() from src/lib/clock.ts (tests set it there).' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...NOW_SYNTAX, ...ZONE_SYNTAX, ...PANEL_MESSAGES_SYNTAX] },
  },
  {
    // The one place the agency's zone is written.
    files: ['src/lib/dates.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NOW_SYNTAX] },
  },
  // The house's import boundaries (README "Where things are", docs/architecture.md): dependencies run one
  // way, down the layers of src/, and db/ stands alone. Tests may reach anywhere to set up a case.
  {
    // src/ in layers, bottom to top: a module imports from its own layer or the ones below, never above,
    // so no two folders of src/ import each other. lib/ is infrastructure (it never imports the catalogue
    // or a feature); content/ is the business catalogue; components/ is generic UI that knows no feature
    // (a component that shows a feature's data lives in that feature, or takes the data as props);
    // features/ may use each other through their public modules (below); layouts/ frame pages and may
    // compose features; pages/ and the composition root (startup.ts, middleware.ts, env.d.ts) sit on top.
    // The one exception: tests, which import whatever their case needs (a ui/ test checks two features' forms).
    files: ['src/**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    plugins: { house },
    rules: {
      'house/layers': [
        'error',
        {
          // prettier-ignore
          layers: [['paraglide', 'paraglide-panel', 'styles'], ['lib'], ['content'], ['components'], ['features'], ['layouts'], ['pages', 'startup', 'middleware', 'env.d']],
        },
      ],
    },
  },
  {
    // db/ (schema, migrations, seed) imports nothing from src/. The one exception: the seed writes the
    // rows of the business catalogue (cities and services), which src/content declares once for the
    // server and the browser alike; copying those lists here would make two sources of one truth.
    files: ['db/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!content/(cities|services)$)',
              message: 'db/ imports nothing from src/ (only the seed reads the city and service catalogues).',
            },
          ],
        },
      ],
    },
  },
  {
    // An island runs in the browser: a .server module (or lib/server) may be imported for its types only.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '**/*.server.*', '@/lib/server/*'],
              allowTypeImports: true,
              message: 'An island runs in the browser: import a .server module for its types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature is used from outside (pages, components, other features, scripts) only through its public
    // modules, listed here per feature; everything else in a feature folder is its own business. Widening a
    // feature's list is a decision about its API, made here in review. Tests may reach anywhere.
    files: ['**/*.{ts,tsx,mjs,js,astro}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'test/**', 'e2e/**'],
    plugins: { house },
    rules: {
      'house/feature-boundaries': [
        'error',
        {
          // prettier-ignore
          publicModules: {
            'admin': ['admin-errors', 'admin.routes', 'agency-errors.server', 'audit.schema', 'audit.server', 'auth.schema', 'auth.server', 'device-cookie.server', 'panel-locale.schema', 'panel-locale.server', 'panel/AccountTab', 'panel/AdminLoginForm', 'panel/AuditTab', 'panel/InviteRegistration', 'panel/PasskeySignIn', 'panel/SignInScreen', 'panel/StaffTab', 'panel/labels', 'panel/team-api', 'passkeys.schema', 'passkeys.server', 'sign-in.server', 'staff.schema', 'staff.server'],
            'admin-panel': ['AdminPanel', 'admin-client', 'client', 'errors', 'first-invalid', 'format', 'kept-rows', 'query', 'session-store', 'session.routes', 'sign-in', 'setting-card', 'ui'],
            'advance': ['AdvanceReport', 'AdvanceSection.astro', 'LocalDeadline.astro', 'PayWays.astro', 'advance-agency-errors', 'advance-rate.schema', 'advance-rate.server', 'advance-status', 'advance.mail', 'advance.routes', 'advance.server', 'cancellation-advance', 'panel/AdvanceRateCard', 'panel/NoPaymentWayWarning', 'panel/PaymentsTab', 'payment-methods', 'payment-methods.schema', 'payment-methods.server', 'promptpay.server', 'report-advance.server', 'report-share.server', 'share-errors', 'share-labels', 'share-mail-off.server', 'share-send-limit.server', 'shares', 'shares.mail', 'shares.schema', 'shares.server', 'slip-reuse.server'],
            'availability': ['availability-errors', 'availability-limit.server', 'availability.routes', 'availability.schema', 'availability.server', 'duration-errors'],
            'booking-life': ['booking-life-errors', 'booking-life.server', 'booking-money.server', 'payment-split', 'share-split', 'status-labels', 'statuses'],
            'booking': ['AgencyPromise.astro', 'ConfirmRequestButton', 'SendSummaryButton', 'agency-catalogue', 'agency-words', 'booking-data', 'booking-errors', 'booking-event', 'booking-options', 'booking-refusals', 'booking-view', 'booking.mail', 'booking.routes', 'booking.schema', 'booking.server', 'confirm-request.server', 'extra-time-lines', 'line-up.server', 'option-labels', 'price-lines', 'price-request.schema', 'service-name', 'submit-booking.server'],
            'booking-form': ['BookingPage', 'booking-rules', 'booking-words', 'usePriceQuote'],
            'calendar': ['calendar-feed.server', 'calendar.routes', 'calendar.schema', 'calendar.server', 'panel/CalendarTab'],
            'city-listing': ['city-listing.server'],
            'contact': ['ContactForm', 'contact-fields', 'contact-info', 'contact.schema', 'contact.server', 'contact-words'],
            'currency': ['CurrencyChoice.astro', 'currencies', 'currency.routes', 'fx-class', 'panel/CurrencyRatesCard', 'rates.schema', 'rates.server'],
            'dashboard': ['DashboardPage', 'booking-access.server', 'confirm-link.server', 'dashboard-auth.server', 'dashboard-bookings.server', 'dashboard-http.server'],
            'faq': ['Faq.astro', 'OneOpenScript.astro'],
            'holds': ['hold-rules', 'hold.schema', 'holds.server', 'share-reminders.server'],
            'images': ['Img.astro', 'image-url', 'image-variants.server'],
            'inbox': ['inbox-errors', 'inbox.handlers', 'inbox.routes', 'panel/InboxTab', 'panel/NewEntriesBadge'],
            'insights': ['insights.routes', 'insights.schema', 'insights.server', 'panel/InsightsTab'],
            'join': ['ApplicationForm', 'application-fields', 'application.schema', 'application.server', 'join-words'],
            'manage-bookings': ['agency-booking-errors', 'agency-booking.server', 'agency-confirmation.mail', 'agency-confirmation.server', 'bookings-csv.server', 'manage-bookings.routes', 'manage-bookings.schema', 'manage-bookings.server', 'panel/AgencyBookingDialog', 'panel/BookingDetailsDialog', 'panel/BookingsTab', 'panel/booking-row', 'panel/bookings-api', 'panel/desk-errors', 'replacement.server'],
            'night-status': ['NightSection.astro', 'night-agency-label', 'night-alarms.server', 'night-errors', 'night-lines', 'night-rules', 'night-status.routes', 'night-status.schema', 'night-status.server', 'panel/NightAlarmBanner'],
            'notifications': ['agency.server', 'notifications.routes', 'outbox-errors', 'outbox.schema', 'outbox.server', 'panel/OutboxTab', 'panel/outbox-api', 'sender.server'],
            'operations': ['health.server', 'operations.routes', 'panel/ReplicaLine', 'replica-alarm.server', 'replica-words'],
            'partners': ['commission.schema', 'commission.server', 'partner-errors', 'panel/PartnersTab', 'partner.schema', 'partners.routes', 'partners.server'],
            'party-brief': ['BriefForm', 'brief-labels', 'brief.schema', 'brief.server'],
            'performer-portal': ['MePage', 'PerformerLogin', 'notices-job.server', 'performer-answer.schema', 'performer-answer.server', 'performer-auth.server', 'performer-bookings.server', 'performer-feed.server', 'performer-night.server', 'portal-errors'],
            'performer-profile': ['panel/ProfileDraftsTab', 'performer-profile.routes', 'profile-draft.schema', 'profile-draft.server', 'profile-errors', 'profile-limits', 'profile-review.schema'],
            'performers': ['FeaturedPerformers.astro', 'PerformerGrid.astro', 'PerformerProfile.astro', 'city-route', 'gallery-index', 'manage-performers.server', 'panel/AddPerformerTab', 'panel/ManagePerformersTab', 'panel/use-performers', 'performer-errors', 'performer-filter', 'performer.schema', 'performers.routes', 'performers.server', 'profile', 'works-in', 'works-in.server'],
            'pricing': ['DbPricingCards.astro', 'PricingCards.astro', 'card-view', 'panel/ParametersTab', 'panel/PricesTab', 'parameters.schema', 'parameters.server', 'price-engine.server', 'price-errors', 'pricing-errors', 'pricing-route', 'pricing.routes', 'pricing.schema', 'pricing.server', 'service-prices.schema', 'service-prices.server'],
            'privacy': ['erasure.server', 'personal-data.server', 'purge-job.server', 'purge.server', 'request-expiry.server', 'retention'],
            'reach-agency': ['ReachAgency', 'agency-channels', 'agency-channels.schema', 'agency-channels.server', 'panel/AgencyChannelsCard', 'reach-agency.routes', 'reach.mail'],
            'reminders': ['reminder-due', 'scheduler.server'],
            'reviews': ['BookingReviews.astro', 'ReviewForm', 'ReviewList.astro', 'panel/ReviewsTab', 'public-reviews.server', 'review-agency-errors', 'review-moderation.schema', 'review-moderation.server', 'review.mail', 'review.schema', 'reviews.routes', 'reviews.server'],
            'scheduling': ['panel/TimeOffDialog', 'scheduling.routes', 'time-off-errors', 'time-off-form', 'time-off.schema', 'time-off.server'],
            'sources': ['booking-source.schema', 'booking-source.server', 'landing.client', 'visit-counter.server', 'sources.schema', 'sources-insights.server', 'sources.routes', 'visit-retention.server'],
            'site-content': ['panel/ContentTab', 'published-texts.server', 'site-content-errors', 'site-content.routes', 'site-content.schema', 'site-content.server'],
            'site-photos': ['SitePhoto.astro', 'panel/SitePhotosCard', 'site-photo-slots', 'site-photos-errors', 'site-photos.routes', 'site-photos.server'],
            'seo': ['Breadcrumbs.astro', 'JsonLd.astro', 'json-ld', 'seo-sets', 'sitemap'],
          },
        },
      ],
    },
  },
  prettier,
);
