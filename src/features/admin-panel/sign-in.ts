/**
 * Signing in with the password and signing out (spec section 4, Admin session), with their toasts in the reader's
 * panel language. Both navigate at once, so their toast also waits in this tab's storage for the next page.
 */
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { clearCsrfToken, callRoute } from './admin-client';
import { errorText } from './errors';
import { invalidateAdminCache } from './query';
import { $isAdmin, $panelLocale, refreshAdminStatus } from './session-store';
import { adminLoginRoute, adminLogoutRoute } from './session.routes';

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

/** The outcome of a login attempt. */
export type LoginResult = { ok: true } | { ok: false; message: string };

/** Signs in with the password; shows the spec's toasts (a failure's in the sign-in screen's language, success in the person's). */
export async function login(password: string): Promise<LoginResult> {
  const o = { locale: $panelLocale.get() };
  const wrongPassword = (): LoginResult => {
    showToast({ title: pm.login_wrong_password({}, o), variant: 'destructive' });
    return { ok: false, message: pm.login_wrong_password({}, o) };
  };
  try {
    await callRoute(adminLoginRoute, { body: { password } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      // Said from its code with the minutes to wait; a limit answered without it (a proxy's) in general words.
      const message = errorText(error, pm.login_too_many({}, o));
      showToast({ title: pm.login_too_many_title({}, o), description: message, variant: 'destructive' });
      return { ok: false, message };
    }
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      // Not a verdict on the password: the server or the network failed.
      showToast({ title: pm.login_failed_title({}, o), description: pm.login_failed_later({}, o), variant: 'destructive' });
      return { ok: false, message: pm.login_unreachable({}, o) };
    }
    return wrongPassword();
  }
  clearCsrfToken();
  invalidateAdminCache();
  if (!(await refreshAdminStatus())) return wrongPassword();
  toastAcrossNavigation(pm.login_done({}, { locale: $panelLocale.get() }));
  return { ok: true };
}

/** Signs out; a 401 counts as already signed out. The caller navigates away (the cache goes with the page). */
export async function logout(): Promise<boolean> {
  const o = { locale: $panelLocale.get() };
  try {
    await callRoute(adminLogoutRoute);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      showToast({ title: pm.login_logout_failed({}, o), variant: 'destructive' });
      return false;
    }
  }
  clearCsrfToken();
  $isAdmin.set(false);
  // No cache invalidation here: it would refetch the panel's open lists with the ended session, each a
  // 401 in the console. Logout always leads to another page, which starts with an empty cache.
  toastAcrossNavigation(pm.login_logged_out({}, o));
  return true;
}
