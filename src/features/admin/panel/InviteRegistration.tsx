/**
 * The invitation page's island: registers a passkey with the link's token, then opens the panel. Shown before the
 * person has signed in, it speaks the panel's language this browser last read, else Italian.
 */
import { useEffect } from 'react';
import { useRememberedPanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { PasskeyButton } from './PasskeyButton';
import { registerPasskey } from './passkeys-client';

/** The /admin-invite island (the token is read from the link); `brand` ends the window's title, as on every page. */
export default function InviteRegistration({ brand }: { brand: string }) {
  const o = { locale: useRememberedPanelLocale() };
  const title = pm.login_invite_title({}, o);
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
  const register = () => registerPasskey(new URLSearchParams(window.location.search).get('token') || undefined);
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-sm">{pm.login_invite_text({}, o)}</p>
      <div className="mt-6">
        <PasskeyButton ceremony={register} label={pm.login_register_passkey({}, o)} pendingLabel={pm.login_registering({}, o)} />
      </div>
    </>
  );
}
