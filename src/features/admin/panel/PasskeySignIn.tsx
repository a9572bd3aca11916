/** "Accedi con passkey": the first way in on /admin-login; the password form below stays for the owner. */
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { PasskeyButton } from './PasskeyButton';
import { signInWithPasskey } from './passkeys-client';

/** The passkey sign-in button of /admin-login. */
export function PasskeySignIn() {
  const o = { locale: usePanelLocale() };
  return <PasskeyButton ceremony={signInWithPasskey} label={pm.login_with_passkey({}, o)} pendingLabel={pm.login_signing_in({}, o)} />;
}
