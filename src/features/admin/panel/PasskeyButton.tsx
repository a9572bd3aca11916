/** The one passkey button of the sign-in and invitation pages: runs a ceremony, then opens the panel or shows why not. */
import type { PasskeyResult } from './passkeys-client';
import { useSignIn } from './use-sign-in';

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
  const { pending, error, attempt } = useSignIn();
  return (
    <div className="space-y-3">
      <button type="button" onClick={() => void attempt(ceremony)} disabled={pending} className="btn-gold w-full disabled:opacity-50">
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
