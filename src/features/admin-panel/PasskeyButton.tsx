/** The one passkey button of the sign-in and invitation pages: runs a ceremony, then opens the panel or shows why not. */
import { useState } from 'react';
import type { PasskeyResult } from './passkeys-client';

/** A button that runs `ceremony` and, when it succeeds, goes to /admin; its failure message shows under it. */
export function PasskeyButton({
  ceremony,
  label,
  pendingLabel,
}: {
  ceremony: () => Promise<PasskeyResult>;
  label: string;
  pendingLabel: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    const result = await ceremony();
    if (result.ok) {
      window.location.assign('/admin');
      return;
    }
    setError(result.message);
    setPending(false);
  };
  return (
    <div className="space-y-3">
      <button type="button" onClick={() => void run()} disabled={pending} className="btn-gold w-full disabled:opacity-50">
        {pending ? pendingLabel : label}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose">
          {error}
        </p>
      )}
    </div>
  );
}
