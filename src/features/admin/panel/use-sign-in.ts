/** The one way an admin sign-in island runs an attempt: busy while it runs, /admin on success, its message otherwise. */
import { useState } from 'react';

/** The outcome of a sign-in attempt (password, passkey or invitation): done, or the message to show (in the reader's panel language). */
export type SignInResult = { ok: true } | { ok: false; message: string };

/** pending and error of the island, and `attempt(run)`, which runs one attempt and opens the panel when it succeeds. */
export function useSignIn() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (run: () => Promise<SignInResult>) => {
    setPending(true);
    setError(null);
    const result = await run();
    if (result.ok) {
      window.location.assign('/admin');
      return;
    }
    setError(result.message);
    setPending(false);
  };
  return { pending, error, attempt };
}
