/** The invitation page's island: registers a passkey with the link's token, then opens the panel. */
import { useState } from 'react';
import { registerPasskey } from './passkeys-client';

/** The /admin-invite island (the token is read from the link). */
export default function InviteRegistration() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const register = async () => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setPending(true);
    setError(null);
    const result = await registerPasskey(token || undefined);
    if (result.ok) {
      window.location.assign('/admin');
      return;
    }
    setError(result.message);
    setPending(false);
  };
  return (
    <div className="space-y-3">
      <button type="button" onClick={() => void register()} disabled={pending} className="btn-gold w-full disabled:opacity-50">
        {pending ? 'Registrazione in corso...' : 'Registra la passkey'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose">
          {error}
        </p>
      )}
    </div>
  );
}
