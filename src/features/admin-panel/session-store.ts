/**
 * The admin session in the browser (spec section 4, Admin session): isAdmin follows the status
 * call; login counts only if the status then says admin; a 401 anywhere logs the panel out.
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { PanelLocale } from '@db/locales';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { clearCsrfToken, onAdminUnauthorized, callRoute } from './admin-client';
import { adminLoginRoute, adminLogoutRoute, adminStatusRoute } from './session.routes';
import { errorText } from './errors';
import { invalidateAdminCache } from './query';

const FLASH_KEY = 'admin-flash-toast';

/** Shows a toast now and again on the next page (login and logout navigate right away). */
function toastAcrossNavigation(title: string): void {
  showToast({ title });
  try {
    sessionStorage.setItem(FLASH_KEY, title);
  } catch {
    // Storage can be unavailable (private mode); the toast then shows only on this page.
  }
}

/** Shows the toast a previous page left for this one, once. */
export function showFlashToast(): void {
  try {
    const title = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    if (title) showToast({ title });
  } catch {
    // No storage, no flash.
  }
}

/** null while checking, then whether the server says this browser is an admin. */
export const $isAdmin = atom<boolean | null>(null);

/** The signed-in person's role ('staff' sees only the daily work) and name; null while unknown. */
export const $adminRole = atom<'owner' | 'staff' | null>(null);
/** Whether the signed-in person may edit the site's texts (Contenuti): the owner, and staff the owner lets. */
export const $canEditContent = atom(false);
/** The signed-in person's name as the record writes it. */
export const $adminName = atom<string | null>(null);
/** The language the signed-in person reads the panel in (their choice, kept on their record); Italian until known. */
export const $panelLocale = atom<PanelLocale>('it');

/** The panel's language, for a component that says anything (it re-renders when the person chooses another). */
export function usePanelLocale(): PanelLocale {
  return useStore($panelLocale);
}

/** Asks the server (always fresh, no retry). */
export async function refreshAdminStatus(): Promise<boolean> {
  try {
    const { isAdmin, role, name, locale, canEditContent } = await callRoute(adminStatusRoute);
    $adminRole.set(role ?? null);
    $canEditContent.set(role === 'owner' || canEditContent === true);
    $adminName.set(name ?? null);
    $panelLocale.set(locale ?? 'it');
    $isAdmin.set(isAdmin);
    return isAdmin;
  } catch {
    $isAdmin.set(false);
    return false;
  }
}

/** The outcome of a login attempt. */
export type LoginResult = { ok: true } | { ok: false; message: string };

/** Signs in with the password; shows the spec's toasts. */
export async function login(password: string): Promise<LoginResult> {
  try {
    await callRoute(adminLoginRoute, { body: { password } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      // Said from its code with the minutes to wait; a limit answered without it (a proxy's) in general words.
      const message = errorText(error, 'Troppi tentativi di accesso. Riprova tra qualche minuto.');
      showToast({ title: 'Troppi tentativi di accesso', description: message, variant: 'destructive' });
      return { ok: false, message };
    }
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      // Not a verdict on the password: the server or the network failed.
      const message = 'Accesso non riuscito: server non raggiungibile. Riprova.';
      showToast({ title: 'Accesso non riuscito', description: 'Riprova tra poco.', variant: 'destructive' });
      return { ok: false, message };
    }
    showToast({ title: 'Password non corretta', variant: 'destructive' });
    return { ok: false, message: 'Password non corretta' };
  }
  clearCsrfToken();
  invalidateAdminCache();
  if (!(await refreshAdminStatus())) {
    showToast({ title: 'Password non corretta', variant: 'destructive' });
    return { ok: false, message: 'Password non corretta' };
  }
  toastAcrossNavigation('Login effettuato con successo!');
  return { ok: true };
}

/** Signs out; a 401 counts as already signed out. The caller navigates away (the cache goes with the page). */
export async function logout(): Promise<boolean> {
  try {
    await callRoute(adminLogoutRoute);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      showToast({ title: 'Errore durante il logout', variant: 'destructive' });
      return false;
    }
  }
  clearCsrfToken();
  $isAdmin.set(false);
  // No cache invalidation here: it would refetch the panel's open lists with the ended session, each a
  // 401 in the console. Logout always leads to another page, which starts with an empty cache.
  toastAcrossNavigation('Logout effettuato con successo!');
  return true;
}

/** Whenever an admin call answers 401: not admin, cache dropped, back to the login page. */
onAdminUnauthorized(() => {
  $isAdmin.set(false);
  clearCsrfToken();
  invalidateAdminCache();
  if (typeof window !== 'undefined' && window.location.pathname !== '/admin-login') {
    window.location.assign('/admin-login');
  }
});
