/**
 * The `test` every spec uses: Playwright's, with page.goto() waiting until the page's
 * `client:load` and `client:idle` islands (the forms hydrate once the browser is idle after the first
 * paint) have hydrated (waitForLoadIslands), so a test never types into, ticks or blurs a
 * form before React is listening — on a loaded machine that race is real.
 */
import { test as base, expect, type Page, type Route } from '@playwright/test';

/**
 * Waits until every `client:load` and `client:idle` island on the page has hydrated. Astro drops an island's `ssr`
 * attribute when React starts hydrating it, and React hydrates concurrently, taking each element over as it
 * goes (its props then hang on the element): a checkbox clicked in between is put back by React (a busy CI
 * run's "Clicking the checkbox did not change its state"). So the controls React renders must be its own too.
 */
export async function waitForLoadIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="load"][ssr], astro-island[client="idle"][ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[client="load"], astro-island[client="idle"]')].every((island) =>
        [...island.querySelectorAll('input, select, textarea, button')].every((control) => {
          // A control in a slot (the page's, not the island's) or in a nested island is not this island's to hydrate.
          const slot = control.closest('astro-slot, astro-static-slot');
          if ((slot && island.contains(slot)) || control.closest('astro-island') !== island) return true;
          return Object.keys(control).some((key) => key.startsWith('__reactProps$'));
        }),
      ),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Holds the page's requests matching `url` until the returned release() is called, then answers
 * them with `answer` (by default the real server): a test sees a busy state however slow the machine.
 */
export async function holdRequests(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}

/**
 * Opens `path` and checks that its form's validation (zod and the form's schema) is not loaded with the page,
 * then that `interact` (a first focus or tap) loads its `<chunk>.<hash>.js` module.
 */
export async function expectRulesLoadOnInteraction(page: Page, path: string, chunk: string, interact: () => Promise<void>): Promise<void> {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.includes('zod') || script.includes(chunk))).toEqual([]);
  const loaded = page.waitForRequest((request) => new RegExp(`/_astro/${chunk}\\.[\\w-]+\\.js$`).test(request.url()));
  await interact();
  await loaded;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that opens a page only to its first bytes (`waitUntil: 'commit'`) waits for the islands itself.
      if ((response === null || response.ok()) && options?.waitUntil !== 'commit') await waitForLoadIslands(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
