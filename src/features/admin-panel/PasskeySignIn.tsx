/** "Accedi con passkey": the first way in on /admin-login; the password form below stays for the owner. */
import { useState } from 'react';
import { signInWithPasskey } from './passkeys-client';

/** The passkey sign-in button of /admin-login. */
export default function PasskeySignIn() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setPending(true);
    setError(null);
    const result = await signInWithPasskey();
    if (result.ok) {
      window.location.assign('/admin');
      return;
    }
    setError(result.message);
    setPending(false);
  };
  return (
    <div className="space-y-3">
      <button type="button" onClick={() => void signIn()} disabled={pending} className="btn-gold w-full disabled:opacity-50">
        {pending ? 'Accesso in corso...' : 'Accedi con passkey'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose">
          {error}
        </p>
      )}
    </div>
  );
}
