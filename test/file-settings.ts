/**
 * Settings for the rest of a test file, through vi.stubEnv only: vitest.config.ts's `unstubEnvs` restores the
 * environment before each test, so the hooks below (registered in each file that imports this module, directly
 * or through test/client.ts or test/hooks.ts) stub the file's settings again before each test, and restore the
 * environment after the file (a plain `process.env.X = ...` would leak into the next file the worker runs).
 * A test's own vi.stubEnv lasts that test.
 */
import { afterAll, beforeEach, vi } from 'vitest';

const kept = new Map<string, string | undefined>();

const stubKept = () => {
  for (const [name, value] of kept) vi.stubEnv(name, value);
};

/** Sets settings (undefined removes one) from now until the file's end, for its tests and its hooks. */
export function useSettings(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) kept.set(name, value);
  stubKept();
}

// Registered at import, before the file's own hooks: the first beforeEach and (hooks run as a stack) the last afterAll.
beforeEach(stubKept);
afterAll(() => {
  kept.clear();
  vi.unstubAllEnvs();
});
