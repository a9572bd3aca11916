/**
 * The `test` every spec uses: Playwright's, with page.goto() waiting until the page's
 * `client:load` islands have hydrated (Astro removes their `ssr` attribute), so a test never types
 * into or blurs a form before React is listening — on a loaded machine that race is real.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** Waits until no `client:load` island on the page is still server-rendered only. */
export async function waitForLoadIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0, { timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response === null || response.ok()) await waitForLoadIslands(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
