/** The invitation page's island: registers a passkey with the link's token, then opens the panel. */
import { PasskeyButton } from './PasskeyButton';
import { registerPasskey } from './passkeys-client';

/** The /admin-invite island (the token is read from the link). */
export default function InviteRegistration() {
  const register = () => registerPasskey(new URLSearchParams(window.location.search).get('token') || undefined);
  return <PasskeyButton ceremony={register} label="Registra la passkey" pendingLabel="Registrazione in corso..." />;
}
