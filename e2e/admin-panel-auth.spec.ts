import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, expect, openTab, signInAsStaff, signInWithPassword as signIn, test } from './admin-panel-fixtures';
import { holdRequests } from './fixtures';

/** Opens the login page and waits until its island is interactive. */
async function openLogin(page: Page) {
  await page.goto('/admin-login');
  await page.waitForFunction(() => document.querySelector('astro-island') && !document.querySelector('astro-island[ssr]'));
}

// The admin login and session in a real browser against the production server (spec sections 2, 4, 8).

test('the login page: disabled while empty, blank ignored, wrong password, then the right one', async ({ page }) => {
  await openLogin(page);
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Accedi', exact: true });
  await expect(page.getByText('Inserisci la password di amministratore')).toBeVisible();
  await expect(submit).toBeDisabled();

  // Blank after trimming: the button is enabled but nothing is sent.
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/login')) loginCalls++;
  });
  await password.fill('   ');
  await submit.click();

  await password.fill('wrong password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostra password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Nascondi password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
  await submit.click();
  // The blank press came first: had it sent anything, that request would have been counted by now.
  expect((await refused).status()).toBe(401);
  expect(loginCalls).toBe(1);
  await expect(page.getByRole('region', { name: 'Notifiche (F8)' }).getByText('Password non corretta')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Password non corretta');
  await expect(page).toHaveURL(/\/admin-login$/);

  await password.fill(ADMIN_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login effettuato con successo!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Manage Bookings' })).toHaveAttribute('aria-selected', 'true');
});

test('the button reads Accesso in corso... while signing in', async ({ page }) => {
  await openLogin(page);
  const release = await holdRequests(page, '**/api/admin/login');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Accesso in corso...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin$/);
});

test('/admin without a session goes to /admin-login on the server, with no panel shown', async ({ page, request }) => {
  const response = await request.get('/admin', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/admin-login');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('logout shows the Italian toast, ends the session and leads to the login page, with no console error', async ({ page }) => {
  await signIn(page);
  const errors: string[] = [];
  // A panel read still on its way when the session ends is answered 401, which the browser logs; the panel then
  // leads to the login page as logout does. Any other console error fails the test.
  const endedSessionRead = (text: string) => text.includes('status of 401 (Unauthorized)');
  page.on('console', (message) => {
    if (message.type() === 'error' && !endedSessionRead(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByText('Logout effettuato con successo!')).toBeVisible();
  // The toast was queued before the login page's Toaster hydrated: no hydration mismatch (React error #418).
  expect(errors).toEqual([]);
  expect(await (await page.request.get('/api/admin/status')).json()).toEqual({ isAdmin: false });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a logout that fails shows Errore durante il logout and stays on the panel', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/admin/logout', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Errore durante il logout')).toBeVisible();
  // The toast's close button speaks the panel's language too, not the customers'.
  await expect(page.locator('[data-toast]').getByRole('button', { name: 'Chiudi notifica' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a session that expires mid-use sends the admin to /admin-login', async ({ page, server }) => {
  await signIn(page);
  await openTab(page, 'Manage Performers');
  await expect(page.getByTestId('admin-performer').first()).toBeVisible();
  // The server forgets every session (as after expiry); the next admin call answers 401.
  server.sql('DELETE FROM sessions');
  await page.getByRole('switch').first().click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
});

test("the panel, its lang and, after sign-out, the sign-in screen speak the person's language; another browser reads Italian", async ({
  page,
  server,
  browser,
}) => {
  const id = await signInAsStaff(page, 'Ploy');
  server.sql('UPDATE staff SET panel_locale = ? WHERE id = ?', 'th', id);
  // The page as the server sends it, before the panel runs: its language, title, description and waiting line are hers.
  const sent = await (await page.request.get('/admin')).text();
  expect(sent).toContain('<html lang="th">');
  expect(sent).toMatch(/<title>แผงควบคุมของเอเจนซี \| [^<]+<\/title>/);
  expect(sent).toContain('<meta name="description" content="แผงควบคุมสำหรับผู้ดูแลของเอเจนซี">');
  expect(sent).toContain('กำลังตรวจสอบการเข้าสู่ระบบ');
  await page.goto('/admin#messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('tab', { name: 'ข้อความ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'ข้อความติดต่อ' })).toBeVisible();
  await openTab(page, 'รีวิว');
  await expect(page.getByRole('group', { name: 'แสดง' }).getByRole('button', { name: 'รออนุมัติ' })).toHaveAttribute('aria-pressed', 'true');
  await openTab(page, 'อีเมลขาออก');
  await expect(page.getByRole('button', { name: 'รีเฟรช' })).toBeVisible();

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByText('ออกจากระบบสำเร็จ!')).toBeVisible();
  // The sign-in page's toast region and its close button speak it too.
  await expect(page.getByRole('region', { name: 'การแจ้งเตือน (F8)' }).getByRole('button', { name: 'ปิดการแจ้งเตือน' })).toBeVisible();
  // Before anyone signs in, the screen speaks the language this browser last read the panel in.
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบผู้ดูแล' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วยพาสคีย์' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page).toHaveTitle(/^เข้าสู่ระบบผู้ดูแล \| /);
  const password = page.getByLabel('รหัสผ่าน', { exact: true });
  await password.fill('not the password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('รหัสผ่านไม่ถูกต้อง');
  // Signed in, the panel speaks the person's own language (the password owner's: Italian).
  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login effettuato con successo!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  const elsewhere = await browser.newPage({ baseURL: server.url });
  await elsewhere.goto('/admin-login');
  await expect(elsewhere.getByRole('heading', { name: 'Accesso amministratore' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'it');
  await elsewhere.close();
});
