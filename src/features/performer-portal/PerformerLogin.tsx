/**
 * The performer's sign-in page: asks for a link by e-mail (same answer for every address) and, when
 * opened from that link (?token=), shows one button whose press posts the token (neither a GET nor a
 * script that runs the page, like a mail scanner's, signs anyone in) and goes to /me.
 */
import { useEffect, useState } from 'react';
import { AskLinkForm, OpenLinkCard } from '@/components/ui/LinkSignIn';
import { ApiError } from '@/lib/api-client';
import { requestRoute } from '@/lib/route-client';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { portalProblem } from './portal-words';
import { openPortalRoute, portalLinkRoute } from './performer-portal.routes';

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
      await requestRoute(openPortalRoute, { body: { token: linkTokenInAddress() ?? '' } });
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
      await requestRoute(portalLinkRoute, { body: { email: email.trim(), locale } });
      setMessage(m.pt_link_sent({}, o));
    } catch (e) {
      setMessage(e instanceof ApiError && e.status === 400 ? m.pt_email_invalid({}, o) : portalProblem(e, locale));
    } finally {
      setSending(false);
    }
  };

  if (link !== 'none') {
    return (
      <OpenLinkCard
        text={m.pt_link_ready({}, o)}
        button={m.pt_open_bookings({}, o)}
        busyButton={m.pt_signing_in({}, o)}
        busy={link === 'signing-in'}
        onOpen={() => void signIn()}
      />
    );
  }
  return (
    <AskLinkForm
      intro={m.pt_login_intro({}, o)}
      name="performer-email"
      label={m.pt_email({}, o)}
      email={email}
      onEmail={setEmail}
      sending={sending}
      button={m.pt_send_link({}, o)}
      sendingButton={m.pt_sending({}, o)}
      message={message}
      onSubmit={(e) => void requestLink(e)}
    />
  );
}
