/**
 * The /admin-login island: "Accedi con passkey" first, then the owner's password form. It is shown before anyone is
 * known, so it speaks the panel's language this browser last read, else Italian.
 */
import { useEffect } from 'react';
import { useRememberedPanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { AdminLoginForm } from './AdminLoginForm';
import { PasskeySignIn } from './PasskeySignIn';

/** The sign-in screen's heading and both ways in; `brand` ends the window's title, as on every page. */
export default function SignInScreen({ brand }: { brand: string }) {
  const o = { locale: useRememberedPanelLocale() };
  const title = pm.login_page_title({}, o);
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-6">
        <PasskeySignIn />
      </div>
      <p className="mt-6 border-t border-ink-line pt-6 text-sm">{pm.login_owner_line({}, o)}</p>
      <div className="mt-4">
        <AdminLoginForm />
      </div>
    </>
  );
}
