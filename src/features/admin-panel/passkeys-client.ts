/** The browser side of the passkey ceremonies (@simplewebauthn/browser) over the admin API client. */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/api-client';
import { adminRequest, clearCsrfToken } from './admin-client';
import { invalidateAdminCache } from './query';

/** The outcome of a ceremony: done, or the Italian message to show. */
export type PasskeyResult = { ok: true } | { ok: false; message: string };

function failure(error: unknown): PasskeyResult {
  if (error instanceof ApiError && error.status === 403) return { ok: false, message: 'Account disattivato. Chiedi al titolare.' };
  if (error instanceof ApiError && error.status === 410)
    return { ok: false, message: 'Invito scaduto o già usato. Chiedi al titolare un nuovo invito.' };
  if (error instanceof ApiError && error.status === 401) return { ok: false, message: 'Accedi prima di aggiungere un dispositivo.' };
  if (error instanceof Error && error.name === 'NotAllowedError') return { ok: false, message: 'Operazione annullata.' };
  return { ok: false, message: 'Passkey non riconosciuta. Riprova.' };
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Signs in with a passkey ("Accedi con passkey"). */
export async function signInWithPasskey(): Promise<PasskeyResult> {
  try {
    const { challengeId, options } = await adminRequest<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(
      'POST',
      '/api/admin/passkeys/login/options',
      {},
    );
    const response = await startAuthentication({ optionsJSON: options });
    await adminRequest('POST', '/api/admin/passkeys/login/verify', { challengeId, response });
  } catch (error) {
    return failure(error);
  }
  clearCsrfToken();
  invalidateAdminCache();
  return { ok: true };
}

/** Registers a passkey on this device: from an invitation token, or signed in (a second device). */
export async function registerPasskey(token?: string): Promise<PasskeyResult> {
  try {
    const { challengeId, options } = await adminRequest<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>(
      'POST',
      '/api/admin/passkeys/register/options',
      token ? { token } : {},
    );
    const response = await startRegistration({ optionsJSON: options });
    await adminRequest('POST', '/api/admin/passkeys/register/verify', { ...(token ? { token } : {}), challengeId, response });
  } catch (error) {
    return failure(error);
  }
  clearCsrfToken();
  return { ok: true };
}
