/**
 * The browser side of the passkey ceremonies (@simplewebauthn/browser) over the admin API client: one
 * ceremony (ask the server for options, let the browser make or use the passkey, post the result, map
 * any failure to an Italian message) shared by sign-in, invitation and a second device.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/api-client';
import { clearCsrfToken } from '@/features/admin-panel/admin-client';
import { callRoute } from '@/features/admin-panel/client';
import { invalidateAdminCache } from '@/features/admin-panel/query';
import type { SignInResult } from './use-sign-in';
import {
  passkeyLoginOptionsRoute,
  passkeyLoginVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
} from '../admin.routes';

/** The outcome of a ceremony: done, or the Italian message to show. */
export type PasskeyResult = SignInResult;

function failure(error: unknown): PasskeyResult {
  if (error instanceof ApiError && error.status === 429)
    return { ok: false, message: 'Troppi tentativi con la passkey. Riprova tra qualche minuto.' };
  if (error instanceof ApiError && error.status === 403) return { ok: false, message: 'Account disattivato. Chiedi al titolare.' };
  if (error instanceof ApiError && error.status === 410)
    return { ok: false, message: 'Invito scaduto o già usato. Chiedi al titolare un nuovo invito.' };
  if (error instanceof ApiError && error.status === 401) return { ok: false, message: 'Accedi prima di aggiungere un dispositivo.' };
  if (error instanceof Error && error.name === 'NotAllowedError') return { ok: false, message: 'Operazione annullata.' };
  return { ok: false, message: 'Passkey non riconosciuta. Riprova.' };
}

/** One ceremony, its steps through the feature's routes: any failure becomes the Italian message to show. */
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
