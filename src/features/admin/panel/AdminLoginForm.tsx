/**
 * The admin login form (spec section 2, Admin login): one password field with show/hide, its words in the sign-in
 * screen's language, submit disabled while empty or signing in, ignored when blank after trimming.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { login, showFlashToast } from '@/features/admin-panel/sign-in';
import { m as pm } from '@/paraglide-panel/messages';
import { useSignIn } from './use-sign-in';

/** The owner's password form of /admin-login. */
export function AdminLoginForm() {
  const o = { locale: usePanelLocale() };
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const { pending, error, attempt } = useSignIn();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    showFlashToast();
    // Whatever was typed (or autofilled) before the island hydrated is kept, not lost.
    if (input.current?.value) setPassword(input.current.value);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !password.trim()) return;
    await attempt(() => login(password));
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium text-white">
          {pm.login_password({}, o)}
        </label>
        <p id="admin-password-hint" className="mt-1 text-sm">
          {pm.login_password_hint({}, o)}
        </p>
        <div className="relative mt-2">
          <input
            ref={input}
            id="admin-password"
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            maxLength={256}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={error ? 'admin-password-hint admin-password-error' : 'admin-password-hint'}
            aria-invalid={error ? true : undefined}
            className="min-h-11 w-full rounded-lg border border-ink-line bg-ink px-3 py-2 pr-12 text-white"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? pm.login_hide_password({}, o) : pm.login_show_password({}, o)}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-mist hover:text-gold"
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
        {error && (
          <p id="admin-password-error" role="alert" className="mt-2 text-sm text-rose">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending || password.length === 0} className="btn-gold w-full disabled:opacity-50">
        {pending ? pm.login_signing_in({}, o) : pm.login_submit({}, o)}
      </button>
    </form>
  );
}
