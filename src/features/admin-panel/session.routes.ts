/** The session's routes the shell calls: whom this browser's session names, the password sign-in and sign-out, the anti-forgery token. */
import type { PanelLocale } from '@db/locales';
import { route } from '@/lib/route-contract';

/** Whom the session names (only `isAdmin: false` when none): the status route answers it as this type. */
export interface AdminStatus {
  isAdmin: boolean;
  role?: 'owner' | 'staff';
  name?: string;
  staffId?: string | null;
  /** The language the person reads the panel in. */
  locale?: PanelLocale;
  /** Whether the person may edit the site's texts (Contenuti): the owner, and staff the owner lets. */
  canEditContent?: boolean;
}

/** Whether this browser holds a valid session, and whose. */
export const adminStatusRoute = route<AdminStatus>()('GET', '/api/admin/status');
/** Signs in with the password (the login form's body). */
export const adminLoginRoute = route<{ isAdmin: true }, { password: string }>()('POST', '/api/admin/login');
/** Ends the session. */
export const adminLogoutRoute = route<{ isAdmin: false }>()('POST', '/api/admin/logout');
/** The session's anti-forgery token, or before sign-in the login form's. */
export const csrfTokenRoute = route<{ csrfToken: string }>()('GET', '/api/admin/csrf-token');
