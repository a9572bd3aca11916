/** "Accedi con passkey": the first way in on /admin-login; the password form below stays for the owner. */
import { PasskeyButton } from './PasskeyButton';
import { signInWithPasskey } from './passkeys-client';

/** The passkey sign-in button of /admin-login. */
export default function PasskeySignIn() {
  return <PasskeyButton ceremony={signInWithPasskey} label="Accedi con passkey" pendingLabel="Accesso in corso..." />;
}
