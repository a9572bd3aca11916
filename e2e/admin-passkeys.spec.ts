// Passkeys end to end in Chromium with its virtual authenticator (DevTools protocol, WebAuthn domain):
// registration from an invitation, sign-in with "Accedi con passkey", a second device, a disabled
// person and an expired invitation. Pages are opened on localhost: WebAuthn refuses an IP address as
// the relying party, and the server's SITE_URL is localhost.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test as panelTest } from './admin-panel-fixtures';
import { waitForLoadIslands } from './fixtures';
import { adminCall, signInAs } from './helpers';

const test = panelTest.extend<{ ownerContext: BrowserContext }>({
  baseURL: async ({ server }, use) => use(server.url.replace('127.0.0.1', 'localhost')),
  /** A browser context of its own for the password owner's calls, so the person's browser stays signed out of it. */
  ownerContext: async ({ browser, baseURL, server }, use) => {
    const context = await ownerContextFor(browser, baseURL!, server.databasePath);
    await use(context);
    await context.close();
  },
});

/** Gives the page's browser a platform authenticator that holds passkeys and always says the user is present and verified. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
}

/** A browser context of its own signed in as the password owner (signInAs), so the people's browsers stay signed out of it. */
async function ownerContextFor(browser: Browser, baseURL: string, databasePath: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await signInAs(await context.newPage(), { role: 'owner' }, { baseURL, databasePath });
  return context;
}

/** Calls the admin API as the password owner, from the owner's context (the CSRF token through adminCall). */
const ownerCall = (context: BrowserContext, method: 'POST' | 'PATCH', url: string, data?: unknown) =>
  adminCall(context.pages()[0]!, method, url, data) as Promise<{ id: string }>;

async function invitationLink(
  server: { smtp: { messages: { envelopeTo: string[]; parsed: { text?: string } }[] } },
  to: string,
  after = 0,
) {
  let link = '';
  await expect
    .poll(() => {
      const mail = server.smtp.messages.slice(after).findLast((m) => m.envelopeTo.includes(to));
      link = /\/admin-invite\?token=[\w-]+/.exec(mail?.parsed.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Invites a person as the owner, opens the e-mailed link in `page` (with a new authenticator) and registers a passkey, which signs them in. */
async function registerFromInvitation(
  page: Page,
  ownerContext: BrowserContext,
  server: Parameters<typeof invitationLink>[0],
  name: string,
  email: string,
) {
  const sent = server.smtp.messages.length;
  const person = await ownerCall(ownerContext, 'POST', '/api/admin/staff', { name, email, role: 'staff' });
  const link = await invitationLink(server, email, sent);
  const credentials = await addAuthenticator(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Registra la passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await credentials()).toBe(1);
  return { person, link, credentials };
}

test('a person registers a passkey from the invitation, signs in with it, adds a second device, and is locked out once disabled', async ({
  page,
  browser,
  server,
  baseURL,
}) => {
  const ownerContext = await ownerContextFor(browser, baseURL!, server.databasePath);
  // First device: register from the link, which signs her in.
  const { person: giulia, link } = await registerFromInvitation(page, ownerContext, server, 'Giulia', 'giulia@example.com');

  // The link was single use. The panel is left first: signed out under it, its next call's 401 would navigate the page
  // to the sign-in at the same moment as the spec does (one of the two navigations is then aborted).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Registra la passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invito scaduto o già usato. Chiedi al titolare un nuovo invito.');

  // Sign in with the passkey, first on the login page.
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Accedi con passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // A second device: a new invitation opened in another browser with its own authenticator.
  const again = server.smtp.messages.length;
  await ownerCall(ownerContext, 'POST', `/api/admin/staff/${giulia.id}/invite`, {});
  const secondLink = await invitationLink(server, 'giulia@example.com', again);
  const laptop = await (await browser.newContext({ baseURL })).newPage();
  const laptopCredentials = await addAuthenticator(laptop);
  await laptop.goto(secondLink);
  await waitForLoadIslands(laptop);
  await laptop.getByRole('button', { name: 'Registra la passkey' }).click();
  await expect(laptop.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await laptopCredentials()).toBe(1);
  const people = (await (await ownerContext.request.get('/api/admin/staff')).json()) as { name: string; passkeys: number }[];
  expect(people.find((p) => p.name === 'Giulia')?.passkeys).toBe(2);

  // Disabled: both sessions end at once, and the passkey no longer signs in.
  await ownerCall(ownerContext, 'PATCH', `/api/admin/staff/${giulia.id}`, { disabled: true });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await laptop.goto('/admin');
  await expect(laptop).toHaveURL(/\/admin-login$/);
  await page.getByRole('button', { name: 'Accedi con passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Account disattivato. Chiedi al titolare.');
  await laptop.context().close();
  await ownerContext.close();
});

test('an expired invitation registers nothing', async ({ page, browser, server, baseURL }) => {
  const ownerContext = await ownerContextFor(browser, baseURL!, server.databasePath);
  const sent = server.smtp.messages.length;
  const marco = await ownerCall(ownerContext, 'POST', '/api/admin/staff', { name: 'Marco', email: 'marco@example.com', role: 'staff' });
  const link = await invitationLink(server, 'marco@example.com', sent);
  server.sql('update staff_invitations set expires_at = ? where staff_id = ?', Date.now() - 1000, marco.id);
  const credentials = await addAuthenticator(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Registra la passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invito scaduto o già usato. Chiedi al titolare un nuovo invito.');
  expect(await credentials()).toBe(0);
  await ownerContext.close();
});

test('the owner deletes one passkey of a person in Staff: the device is locked out, and after the last one a new invitation is needed', async ({
  page,
  server,
  ownerContext,
}) => {
  const { person: sara } = await registerFromInvitation(page, ownerContext, server, 'Sara', 'sara@example.com');
  // One sign-in with it, so the owner's list has a last use to show (the panel left first, as above).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Accedi con passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const owner = await ownerContext.newPage();
  await owner.goto('/admin#staff');
  await expect(owner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await owner.getByRole('button', { name: 'Passkey di Sara' }).filter({ visible: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Passkey di Sara' });
  const item = dialog.getByTestId('person-passkey');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/^Passkey del dispositivo …[\w-]{6}/);
  await expect(item).toContainText('Creata il');
  await expect(item).toContainText('Ultimo uso il');
  await item.getByRole('button', { name: /^Elimina Passkey del dispositivo/ }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Eliminare questa passkey?' });
  await expect(confirm).toContainText("È l'ultima passkey di Sara");
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(owner.getByText('Ultima passkey eliminata')).toBeVisible();
  await expect(dialog.getByText('Nessuna passkey')).toBeVisible();
  await expect(dialog).toContainText('nuovo invito');

  // Her session ended, and the deleted passkey no longer signs in (the authenticator still holds it).
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('button', { name: 'Accedi con passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passkey non riconosciuta. Riprova.');
  const people = (await (await ownerContext.request.get(`/api/admin/staff/${sara.id}/passkeys`)).json()) as unknown[];
  expect(people).toEqual([]);
});
