/**
 * The browser side of the passkey ceremonies (@simplewebauthn/browser) over the admin API client: one
 * ceremony (ask the server for options, let the browser make or use the passkey, post the result, map
 * any failure to a message in the reader's panel language) shared by sign-in, invitation and a second device.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/api-client';
import { m as pm } from '@/paraglide-panel/messages';
import { clearCsrfToken } from '@/features/admin-panel/admin-client';
import { callRoute } from '@/features/admin-panel/client';
import { invalidateAdminCache } from '@/features/admin-panel/query';
import { $panelLocale } from '@/features/admin-panel/session-store';
import type { SignInResult } from './use-sign-in';
import {
  passkeyLoginOptionsRoute,
  passkeyLoginVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
} from '../admin.routes';

/** The outcome of a ceremony: done, or the message to show. */
export type PasskeyResult = SignInResult;

// A refused ceremony's message by the answer's status; any other failure is a passkey not recognised.
const REFUSED: Partial<Record<number, typeof pm.login_passkey_unknown>> = {
  429: pm.login_passkey_too_many,
  403: pm.login_passkey_disabled,
  410: pm.login_passkey_invite_expired,
  401: pm.login_passkey_sign_in_first,
};

function failure(error: unknown): PasskeyResult {
  const o = { locale: $panelLocale.get() };
  if (error instanceof ApiError) return { ok: false, message: (REFUSED[error.status] ?? pm.login_passkey_unknown)({}, o) };
  if (error instanceof Error && error.name === 'NotAllowedError') return { ok: false, message: pm.login_passkey_cancelled({}, o) };
  return { ok: false, message: pm.login_passkey_unknown({}, o) };
}

/** One ceremony, its steps through the feature's routes: any failure becomes the message to show. */
async function ceremony(steps: () => Promise<unknown>): Promise<PasskeyResult> {
  try {
    await steps();
  } catch (error) {
    return failure(error);
  }
  // A sign-in or an invitation starts a new session, which has its own CSRF token.
  clearCsrfToken();
  return { ok: true };
}

/** Signs in with a passkey ("Accedi con passkey"). */
export async function signInWithPasskey(): Promise<PasskeyResult> {
  const result = await ceremony(async () => {
    const { challengeId, options } = await callRoute(passkeyLoginOptionsRoute, { body: {} });
    const response = await startAuthentication({ optionsJSON: options });
    await callRoute(passkeyLoginVerifyRoute, { body: { challengeId, response } });
  });
  if (result.ok) invalidateAdminCache();
  return result;
}

/** Registers a passkey on this device: from an invitation token, or signed in (a second device). */
export function registerPasskey(token?: string): Promise<PasskeyResult> {
  return ceremony(async () => {
    const invited = token ? { token } : {};
    const { challengeId, options } = await callRoute(passkeyRegisterOptionsRoute, { body: invited });
    const response = await startRegistration({ optionsJSON: options });
    await callRoute(passkeyRegisterVerifyRoute, { body: { ...invited, challengeId, response } });
  });
}
