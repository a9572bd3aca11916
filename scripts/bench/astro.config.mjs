// The app exactly as built for production, plus one constant endpoint (/__bench/floor) that measures
// the framework's floor, one that runs a background job on demand (/__bench/job, for bench:scale) and one that
// switches the visit counting off and on (/__bench/counting, scripts/bench/counting.ts);
// built into dist/bench/ (or BENCH_BUILD_DIR) so dist/ stays the production build.
import config from '../../astro.config.mjs';

export default {
  ...config,
  // BENCH_BUILD_DIR builds another copy beside it (npm run bench, to compare two builds).
  outDir: process.env.BENCH_BUILD_DIR || './dist/bench',
  integrations: [
    ...config.integrations,
    {
      name: 'bench-floor',
      hooks: {
        'astro:config:setup': ({ injectRoute }) => {
          injectRoute({ pattern: '/__bench/floor', entrypoint: './scripts/bench/floor.ts', prerender: false });
          injectRoute({ pattern: '/__bench/job', entrypoint: './scripts/bench/job.ts', prerender: false });
          injectRoute({ pattern: '/__bench/counting', entrypoint: './scripts/bench/counting.ts', prerender: false });
        },
      },
    },
  ],
};
