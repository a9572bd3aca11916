/**
 * The admin session in the browser (spec section 4, Admin session): isAdmin follows the status call; a 401 anywhere
 * logs the panel out. And the reader's panel language, which this browser remembers for its next sign-in screen.
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PANEL_LOCALES, type PanelLocale } from '@db/locales';
import { clearCsrfToken, onAdminUnauthorized, callRoute } from './admin-client';
import { adminStatusRoute } from './session.routes';
import { invalidateAdminCache } from './query';

// The language this browser last read the panel in: the sign-in screen speaks it before anyone has signed in.
const LOCALE_KEY = 'panel-locale';

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

/** A stored value as a panel language: one of the panel's, else Italian (storage may hold anything, or nothing). */
function panelLocaleFrom(stored: string | null | undefined): PanelLocale {
  return PANEL_LOCALES.find((locale) => locale === stored) ?? 'it';
}

/** Says the panel in `locale`: its words, and the page's `<html lang>`, which screen readers and the browser follow. */
function showPanelLocale(locale: PanelLocale): void {
  $panelLocale.set(locale);
  document.documentElement.lang = locale;
}

/** The reader's panel language from now on (their record's or their choice), remembered by this browser. */
export function adoptPanelLocale(locale: PanelLocale): void {
  showPanelLocale(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused (private mode): the next sign-in screen reads Italian.
  }
}

/**
 * Before anyone is known (the sign-in and invitation screens, the panel while it asks who this is): the panel's
 * language as this browser last read it, else Italian. Set after the first render, which is Italian like the page
 * built on the server, so the island hydrates without a mismatch.
 */
export function useRememberedPanelLocale(): PanelLocale {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LOCALE_KEY);
    } catch {
      // No storage: Italian.
    }
    showPanelLocale(panelLocaleFrom(stored));
  }, []);
  return usePanelLocale();
}

/** Asks the server (always fresh, no retry). */
export async function refreshAdminStatus(): Promise<boolean> {
  try {
    const { isAdmin, role, name, locale, canEditContent } = await callRoute(adminStatusRoute);
    $adminRole.set(role ?? null);
    $canEditContent.set(role === 'owner' || canEditContent === true);
    $adminName.set(name ?? null);
    // Signed out, the language stays the one this browser last read (the sign-in screen's).
    if (isAdmin) adoptPanelLocale(locale ?? 'it');
    $isAdmin.set(isAdmin);
    return isAdmin;
  } catch {
    $isAdmin.set(false);
    return false;
  }
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
