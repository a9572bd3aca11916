// @ts-check
// The production server the budgets measure (`npm run budget`, the script budget after `npm test`'s build): the one
// BUDGET_URL names, or the build in dist/ started on a free port with a data folder of its own, removed once stopped.
// The form pages are rendered on demand, so their HTML is what a running server answers, not a file of the build.
import { rmSync } from 'node:fs';
import { startBuiltServer } from '../test/server.mjs';

/**
 * A running server to measure, and how to stop it (nothing to stop for BUDGET_URL's).
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function budgetServer() {
  if (process.env.BUDGET_URL) return { base: process.env.BUDGET_URL, stop: async () => {} };
  const built = await startBuiltServer();
  return {
    base: `http://localhost:${built.port}`,
    stop: async () => {
      await built.stop();
      rmSync(built.dataDir, { recursive: true, force: true });
    },
  };
}
