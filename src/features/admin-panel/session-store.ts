/**
 * The admin session in the browser (spec section 4, Admin session): isAdmin follows the status
 * call; login counts only if the status then says admin; a 401 anywhere logs the panel out.
 */
import { atom } from 'nanostores';
import { ApiError, apiRequest, clearCsrfToken, onAdminUnauthorized } from '../../lib/api-client';
import { showToast } from '../toast/toast-store';
import { invalidateAdminCache } from './query';

/** null while checking, then whether the server says this browser is an admin. */
export const $isAdmin = atom<boolean | null>(null);

/** Asks the server (always fresh, no retry). */
export async function refreshAdminStatus(): Promise<boolean> {
  try {
    const { isAdmin } = await apiRequest<{ isAdmin: boolean }>('GET', '/api/admin/status');
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
    await apiRequest('POST', '/api/admin/login', { password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const message = error.serverMessage;
      showToast({ title: 'Troppi tentativi', description: message, variant: 'destructive' });
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
  showToast({ title: 'Login effettuato con successo!' });
  return { ok: true };
}

/** Signs out; a 401 counts as already signed out. */
export async function logout(): Promise<boolean> {
  try {
    await apiRequest('POST', '/api/admin/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      showToast({ title: 'Errore durante il logout', variant: 'destructive' });
      return false;
    }
  }
  clearCsrfToken();
  $isAdmin.set(false);
  invalidateAdminCache();
  showToast({ title: 'Logout effettuato con successo!' });
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
