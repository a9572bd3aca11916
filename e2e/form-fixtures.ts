/**
 * The cases the public form pages (contact, join) share, against the production server: a message on
 * blur for each field, the failure toast, validation loaded on the first interaction, the honeypot,
 * the rate limit and accessibility. Each spec calls describeFormPage() and adds what only its form does.
 */
import type { Locator, Page } from '@playwright/test';
import { outboxMessages, postTimes, queryDb, submitFrom, uniqueEmail } from './contact-support';
import { expect, expectRulesLoadOnInteraction, holdRequests, test, waitForLoadIslands } from './fixtures';
import { scan } from './helpers';

/** What the shared cases need to know about one form page. */
export interface FormPageSpec {
  /** The page, e.g. /contact. */
  path: string;
  /** The form's accessible name. */
  formName: string;
  /** The API route the form posts to, and the table it stores in. */
  api: string;
  table: string;
  /** The form island's component (its script is `/_astro/<island>.<hash>.js`). */
  island: string;
  /** The submit button's label. */
  submit: string;
  /** Toast titles of a success and of a failure, and the failure's advice. */
  success: string;
  failure: string;
  failureAdvice: string;
  /** Fills every field with valid values and `email`. */
  fillValid: (page: Page, email: string) => Promise<void>;
  /** [label, value typed (null: a select left as is), the message the field is then described by]. */
  blurCases: [string, string | null, string | RegExp][];
  /** The rest of the blur test: the fields the label loop cannot reach (checkboxes). */
  afterBlurCases: (form: Locator) => Promise<void>;
  /** The validation chunk's name, the first interaction ("focus", "tap") that loads it, and a blur that then shows `message`. */
  rules: { chunk: string; interaction: string; interact: (form: Locator) => Promise<void>; next: string; message: string };
  /** Loopback addresses of their own for the honeypot and the rate-limit tests. */
  from: { honeypot: string; limit: string };
  /** A message an empty submission shows. */
  emptyMessage: string;
}

/** Registers the shared cases of the form page in the calling describe block; returns the form's locator. */
export function describeFormPage(spec: FormPageSpec): (page: Page) => Locator {
  const form = (page: Page) => page.getByRole('form', { name: spec.formName });
  const submit = (page: Page) => form(page).getByRole('button', { name: spec.submit }).click();
  const storedFor = (email: string) => queryDb(`select id from ${spec.table} where email = ?`, email);

  test('each field shows its message on blur, tied to the field by aria-describedby', async ({ page }) => {
    await page.goto(spec.path);
    const f = form(page);
    for (const [label, value, message] of spec.blurCases) {
      const field = f.getByLabel(label, { exact: true });
      if (value !== null) await field.fill(value);
      await field.focus();
      await field.blur();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await spec.afterBlurCases(f);
  });

  for (const [what, fail] of [
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['is unreachable', null],
  ] as const) {
    test(`failure toast when the server ${what}; the form keeps what was typed`, async ({ page }) => {
      await page.goto(spec.path);
      await page.route(`**${spec.api}`, (route) => (fail ? route.fulfill(fail) : route.abort('connectionrefused')));
      await spec.fillValid(page, 'keep@example.com');
      await submit(page);
      const toast = page.getByRole('status');
      await expect(toast).toContainText(spec.failure);
      await expect(toast).toContainText(spec.failureAdvice);
      await expect(form(page).getByLabel('Email')).toHaveValue('keep@example.com');
    });
  }

  test(`the form rules (zod) load on the first ${spec.rules.interaction}, not with the page; a blur then validates`, async ({ page }) => {
    await expectRulesLoadOnInteraction(page, spec.path, spec.rules.chunk, () => spec.rules.interact(form(page)));
    await form(page).getByLabel(spec.rules.next).focus();
    await expect(form(page).getByText(spec.rules.message)).toBeVisible();
  });

  test('what is typed and ticked before the form script runs is kept and sent', async ({ page }) => {
    // The form's script held back, as on a slow phone: the reader fills the page's form before React takes it over.
    const release = await holdRequests(page, `**/_astro/${spec.island}.*.js`);
    await page.goto(spec.path, { waitUntil: 'commit' });
    const email = uniqueEmail(`${spec.table}-early`);
    await spec.fillValid(page, email);
    release();
    await waitForLoadIslands(page);
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await submit(page);
    await expect(page.getByRole('status')).toContainText(spec.success);
    expect(storedFor(email)).toHaveLength(1);
  });

  test('a filled honeypot looks like success to the bot but nothing is stored or mailed', async ({ page }) => {
    await submitFrom(page, spec.api, spec.from.honeypot);
    await page.goto(spec.path);
    const email = uniqueEmail(`${spec.table}-bot`);
    await spec.fillValid(page, email);
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await submit(page);
    await expect(page.getByRole('status')).toContainText(spec.success);
    expect(storedFor(email)).toEqual([]);
    expect(outboxMessages(email)).toEqual([]);
  });

  test('after 5 submissions in 10 minutes the server refuses with 429 and the toast says why', async ({ page }) => {
    expect(await postTimes(spec.from.limit, spec.api, {}, 5)).toEqual([400, 400, 400, 400, 400]);
    await submitFrom(page, spec.api, spec.from.limit);
    const response = page.waitForResponse(`**${spec.api}`);
    await page.goto(spec.path);
    const email = uniqueEmail(`${spec.table}-limited`);
    await spec.fillValid(page, email);
    await submit(page);
    expect((await response).status()).toBe(429);
    expect(Number((await response).headers()['retry-after'])).toBeGreaterThan(0);
    const toast = page.getByRole('status');
    await expect(toast).toContainText(spec.failure);
    await expect(toast).toContainText('You have sent several messages in a short time. Please try again in 10 minutes');
    expect(storedFor(email)).toEqual([]);
  });

  test('has no axe violations, with and without errors, and fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(spec.path);
    await expect(form(page)).toBeVisible();
    await scan(page);
    await submit(page);
    await expect(form(page).getByText(spec.emptyMessage)).toBeVisible();
    await scan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  return form;
}
