/**
 * Contenuti: the owner changes a home-page text in English and Thai, sees it in the page's preview as he types,
 * publishes, and a visitor sees it at once on the English and the Thai home page; the owner undoes it and the visitor
 * sees the old text again. A text too long or with markup that is not allowed gets its message on its field, in the
 * panel's language, and nothing is published.
 */
import type { Browser, Page } from '@playwright/test';
import { adminCall, expect, openTab, signInAsStaff, test, type PanelServer } from './admin-panel-fixtures';
import { scan } from './helpers';

// A visitor's own browser (no panel session): what the public pages show now.
async function visitorOf(browser: Browser, server: PanelServer): Promise<Page> {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

async function heading(visitor: Page, path: string): Promise<string> {
  await visitor.goto(path);
  return (await visitor.getByRole('heading', { level: 1 }).innerText()).trim();
}

/** Opens a text's editor in Contenuti, found by searching its key. */
async function openText(page: Page, key: string): Promise<void> {
  await openTab(page, 'Contenuti');
  await page.getByRole('searchbox', { name: 'Cerca un testo' }).fill(key);
  await page.getByRole('button', { name: `Modifica ${key}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: key })).toBeFocused();
}

test('the owner changes a home-page text in English and Thai; a visitor sees it at once, and the old one after undo', async ({
  admin: page,
  browser,
  server,
}) => {
  const visitor = await visitorOf(browser, server);
  const before = { en: await heading(visitor, '/'), th: await heading(visitor, '/th/') };
  const after = { en: 'Songkran splash parties across Thailand', th: 'ปาร์ตี้สงกรานต์ทั่วประเทศไทย' };

  await openText(page, 'home_h1');
  const english = page.getByRole('textbox', { name: 'Testo inglese' });
  const thai = page.getByRole('textbox', { name: 'Testo tailandese' });
  await expect(english).toHaveValue(before.en);
  await expect(thai).toHaveValue(before.th);

  // The preview is the home page itself, with the draft in place as it is typed: at a phone's width, then a desktop's.
  const preview = page.frameLocator('[data-testid="content-preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(before.en);
  await english.fill(after.en);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(after.en);
  await page.getByRole('button', { name: 'Computer (1280 px)' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(after.en);
  await thai.fill(after.th);
  await page.getByRole('button', { name: 'ไทย' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(after.th);
  // Nothing is public before Publish.
  expect(await heading(visitor, '/')).toBe(before.en);

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Testo pubblicato: è già sul sito')).toBeVisible();
  expect(await heading(visitor, '/')).toBe(after.en);
  expect(await heading(visitor, '/th/')).toBe(after.th);

  // The history names who saved and what changed; one click undoes it.
  const versions = page.getByTestId('content-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first().locator('ins').first()).toContainText('Songkran');
  await expect(versions.last()).toContainText('Testo originale del sito');
  await page.getByRole('button', { name: 'Annulla l’ultima modifica' }).click();
  await expect(page.getByText('Ripristinata la versione precedente')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Testo inglese' })).toHaveValue(before.en);
  expect(await heading(visitor, '/')).toBe(before.en);
  expect(await heading(visitor, '/th/')).toBe(before.th);
});

test('a text too long or with markup that is not allowed is refused on its field, and nothing is published', async ({
  admin: page,
  browser,
  server,
}) => {
  const { items } = (await (await page.request.get('/api/admin/content')).json()) as {
    items: { key: string; limit: number; en: string }[];
  };
  const hero = items.find((item) => item.key === 'home_hero_text')!;
  await openText(page, 'home_hero_text');
  const english = page.getByRole('textbox', { name: 'Testo inglese' });
  const thai = page.getByRole('textbox', { name: 'Testo tailandese' });

  await english.fill('a'.repeat(hero.limit + 1));
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription(new RegExp(`al massimo ${hero.limit} caratteri`));

  await english.fill(hero.en);
  await thai.fill('ปาร์ตี้ <img src="x" onerror="alert(1)">');
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(thai).toHaveAttribute('aria-invalid', 'true');
  await expect(thai).toHaveAccessibleDescription(/<img src="x" onerror="alert\(1\)"> non è ammesso/);
  await expect(english).not.toHaveAttribute('aria-invalid', 'true');

  await expect(page.getByTestId('content-version')).toHaveCount(0);
  const visitor = await visitorOf(browser, server);
  await visitor.goto('/th/');
  expect(await visitor.content()).not.toContain('onerror');
});

test('Contenuti and its editor have no axe violations at 1280 and 360 px, and nothing scrolls sideways', async ({ admin: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTab(page, 'Contenuti');
  await expect(page.getByTestId('content-text').first()).toBeVisible();
  // The home page's texts: every kind of row (a flagged Thai, markup, a title) without scanning all the site's texts.
  await page.getByRole('searchbox', { name: 'Cerca un testo' }).fill('home_');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await scan(page, '[role="tabpanel"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const edit = page.getByRole('button', { name: 'Modifica home_h1', exact: true });
  await edit.click();
  await expect(page.getByText('Il testo è evidenziato nella pagina.')).toBeVisible();
  // Back to the list, on the text that was open.
  await page.getByRole('button', { name: 'Torna all’elenco' }).click();
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(page.getByText('Il testo è evidenziato nella pagina.')).toBeVisible();
  // The preview is a copy of the public page, scanned by the public pages' specs (and axe cannot run in a frame
  // without scripts): it leaves before the editor around it is scanned (the test ends there).
  await page.getByTestId('content-preview').evaluate((frame) => frame.remove());
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await scan(page, '[data-testid="content-editor"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

test('staff see Contenuti only once the owner lets them edit the site’s texts', async ({ admin: owner, browser, server }) => {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const staffId = await signInAsStaff(page, 'Nok');
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Manage Bookings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contenuti' })).toHaveCount(0);

  await adminCall(owner, 'PATCH', `/api/admin/staff/${staffId}`, { canEditContent: true });
  await page.reload();
  await openTab(page, 'Contenuti');
  await expect(page.getByTestId('content-text').first()).toBeVisible();
});
