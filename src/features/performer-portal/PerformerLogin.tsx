/**
 * The performer's sign-in page: asks for a link by e-mail (same answer for every address) and, when
 * opened from that link (?token=), shows one button whose press posts the token (neither a GET nor a
 * script that runs the page, like a mail scanner's, signs anyone in) and goes to /me.
 */
import { useEffect, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { ApiError, apiRequest } from '@/lib/api-client';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';

/** The sign-in island. */
export default function PerformerLogin() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<'none' | 'ready' | 'signing-in'>('none');

  useEffect(() => {
    // The address is read once the page runs in the browser (the page is pre-rendered without it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linkTokenInAddress()) setLink('ready');
  }, []);

  const signIn = async () => {
    setLink('signing-in');
    try {
      await apiRequest('POST', '/api/performer/session', { token: linkTokenInAddress() });
      forgetLinkToken('/performer-login');
      window.location.assign('/me');
    } catch (e) {
      forgetLinkToken('/performer-login');
      setLink('none');
      setMessage(e instanceof ApiError ? e.serverMessage : 'Please try again.');
    }
  };

  const requestLink = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      setMessage((await apiRequest<{ message: string }>('POST', '/api/performer/link', { email: email.trim() })).message);
    } catch (e) {
      setMessage(e instanceof ApiError ? e.serverMessage : 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  if (link !== 'none') {
    return (
      <div className="mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5">
        <p className="text-sm">Your sign-in link is ready. Press the button to open your bookings on this phone.</p>
        <button
          type="button"
          className="btn-gold w-full"
          onClick={() => void signIn()}
          disabled={link === 'signing-in'}
          aria-busy={link === 'signing-in'}
        >
          {link === 'signing-in' ? 'Signing you in...' : 'Open my bookings'}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void requestLink(e)} className="mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5">
      <p className="text-sm">
        Enter the e-mail address the agency has for you. We e-mail you a link that opens your bookings on this phone.
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="performer-email" className="text-sm font-semibold text-white">
          Email
        </label>
        <input
          id="performer-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={controlClass}
        />
      </div>
      <button type="submit" className="btn-gold w-full" disabled={sending}>
        {sending ? 'Sending...' : 'E-mail me a sign-in link'}
      </button>
      <p role="status" className="text-sm">
        {message}
      </p>
    </form>
  );
}
