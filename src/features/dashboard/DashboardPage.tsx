/**
 * The private booking dashboard: an address gets a sign-in link by e-mail (same answer for every
 * address); the link (?token=) shows one button whose press opens a one-day session (a mail scanner
 * that runs the page's script uses nothing up), showing that address's bookings, and the customer's
 * own data (download, delete).
 */
import { useEffect, useState } from 'react';
import { AskLinkForm, OpenLinkCard } from '@/components/ui/LinkSignIn';
import { requestRoute } from '@/lib/route-client';
import { localHref, localizePath, type Locale } from '@/lib/i18n';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';
import { m } from '@/paraglide/messages';

import type { AgencyChannels } from '@/features/reach-agency/agency-channels';
import BookingCard, { type DashboardBooking } from './BookingCard';
import MyDataPanel from './MyDataPanel';
import { dashboardFailure } from './dashboard-refusal';
import {
  closeDashboardRoute,
  dashboardBookingsRoute,
  dashboardLinkRoute,
  dashboardSessionRoute,
  openDashboardRoute,
} from './dashboard.routes';

type State =
  | { kind: 'loading' }
  | { kind: 'link'; opening: boolean }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'list'; email: string; bookings: DashboardBooking[]; channels?: AgencyChannels };

/** The dashboard island, in the page's language (`locale`). */
export default function DashboardPage({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  // The server's refusals are shown in the page's language, from their codes.
  const said = (e: unknown) => dashboardFailure(e, locale, m.forms_dash_try_again({}, o));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');

  const load = async () => {
    try {
      // Asked first: a signed-out visit then makes no request that answers 401 (a console error in every browser).
      const { signedIn } = await requestRoute(dashboardSessionRoute);
      if (!signedIn) return setState((s) => (s.kind === 'signed-out' ? s : { kind: 'signed-out' }));
      const data = await requestRoute(dashboardBookingsRoute);
      setState({ kind: 'list', ...data });
    } catch {
      setState((s) => (s.kind === 'signed-out' ? s : { kind: 'signed-out' }));
    }
  };

  useEffect(() => {
    // A link waits for the person's press; load() sets state only once its request has answered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linkTokenInAddress()) return setState({ kind: 'link', opening: false });
    void load();
  }, []);

  const openLink = async () => {
    setState({ kind: 'link', opening: true });
    try {
      await requestRoute(openDashboardRoute, { body: { token: linkTokenInAddress() ?? '' } });
      forgetLinkToken(localizePath('/dashboard', locale));
      await load();
    } catch (e) {
      forgetLinkToken(localizePath('/dashboard', locale));
      setState({ kind: 'signed-out', notice: await said(e) });
    }
  };

  // While a booking's night runs, its performers' statuses are asked for again every minute.
  const live = state.kind === 'list' && state.bookings.some((b) => b.night?.live);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [live]);

  const requestLink = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      // The answer is the same for every address: its words are the catalogue's.
      await requestRoute(dashboardLinkRoute, { body: { email: email.trim() } });
      setMessage(m.forms_dash_link_sent({}, o));
    } catch (e) {
      setMessage(await said(e));
    } finally {
      setSending(false);
    }
  };
  const signOut = async () => {
    await requestRoute(closeDashboardRoute).catch(() => undefined);
    setState({ kind: 'signed-out' });
  };

  if (state.kind === 'loading') return <p aria-live="polite">{m.forms_dash_loading({}, o)}</p>;
  if (state.kind === 'link') {
    return (
      <OpenLinkCard
        text={m.forms_dash_link_text({}, o)}
        button={m.forms_dash_open({}, o)}
        busyButton={m.forms_dash_opening({}, o)}
        busy={state.opening}
        onOpen={() => void openLink()}
      />
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <AskLinkForm
        notice={
          state.notice && (
            <p role="alert" className="text-error">
              {state.notice}
            </p>
          )
        }
        intro={m.forms_dash_sign_in_text({}, o)}
        name="dashboard-email"
        label={m.forms_email({}, o)}
        email={email}
        onEmail={setEmail}
        sending={sending}
        button={m.forms_dash_find({}, o)}
        sendingButton={m.forms_sending({}, o)}
        needsEmail
        message={message}
        onSubmit={(e) => void requestLink(e)}
      />
    );
  }
  const replace = (b: DashboardBooking) => setState({ ...state, bookings: state.bookings.map((x) => (x.id === b.id ? b : x)) });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          {m.forms_dash_signed_in_as({}, o)} <strong className="text-white">{state.email}</strong>
        </p>
        <button type="button" className="text-sm underline" onClick={signOut}>
          {m.forms_dash_sign_out({}, o)}
        </button>
      </div>
      {state.bookings.length === 0 ? (
        <div className="rounded-xl border border-dashed border-ink-line p-8 text-center">
          <h2 className="text-2xl">{m.forms_dash_none({}, o)}</h2>
          <p className="mt-2 text-sm">{m.forms_dash_none_text({}, o)}</p>
          <a href={localHref('/booking', locale)} className="btn-gold mt-5">
            {m.forms_dash_first_booking({}, o)}
          </a>
        </div>
      ) : (
        <ul className="space-y-4">
          {state.bookings.map((b) => (
            <BookingCard key={b.id} booking={b} onChange={replace} locale={locale} channels={state.channels} />
          ))}
        </ul>
      )}
      <MyDataPanel locale={locale} onDeleted={() => setState({ kind: 'signed-out' })} />
    </div>
  );
}
