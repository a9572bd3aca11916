/**
 * The performer's sign-in page: asks for a link by e-mail (same answer for every address) and, when
 * opened from that link (?token=), shows one button whose press posts the token (neither a GET nor a
 * script that runs the page, like a mail scanner's, signs anyone in) and goes to /me.
 */
import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui/TextField';
import { ApiError, apiRequest } from '@/lib/api-client';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { portalProblem } from './portal-words';

/** The sign-in island, in the page's language (`locale`); the link is asked for and opened in it. */
export default function PerformerLogin({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  const here = localizePath('/performer-login', locale);
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
      forgetLinkToken(here);
      window.location.assign(localizePath('/me', locale));
    } catch (e) {
      forgetLinkToken(here);
      setLink('none');
      // A refused token is the sign-in link's coded refusal; a cut one (the body's own check, uncoded) reads the same.
      const cut = e instanceof ApiError && e.status === 400 && e.reason.code === undefined;
      setMessage(cut ? m.error_performer_link_invalid({}, o) : portalProblem(e, locale));
    }
  };

  const requestLink = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest('POST', '/api/performer/link', { email: email.trim(), locale });
      setMessage(m.pt_link_sent({}, o));
    } catch (e) {
      setMessage(e instanceof ApiError && e.status === 400 ? m.pt_email_invalid({}, o) : portalProblem(e, locale));
    } finally {
      setSending(false);
    }
  };

  if (link !== 'none') {
    return (
      <div className="mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5">
        <p className="text-sm">{m.pt_link_ready({}, o)}</p>
        <button
          type="button"
          className="btn-gold w-full"
          onClick={() => void signIn()}
          disabled={link === 'signing-in'}
          aria-busy={link === 'signing-in'}
        >
          {link === 'signing-in' ? m.pt_signing_in({}, o) : m.pt_open_bookings({}, o)}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void requestLink(e)} className="mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5">
      <p className="text-sm">{m.pt_login_intro({}, o)}</p>
      <TextField
        name="performer-email"
        label={m.pt_email({}, o)}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="btn-gold w-full" disabled={sending}>
        {sending ? m.pt_sending({}, o) : m.pt_send_link({}, o)}
      </button>
      <p role="status" className="text-sm">
        {message}
      </p>
    </form>
  );
}
