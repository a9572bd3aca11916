/**
 * The private booking dashboard: an address gets a sign-in link by e-mail (same answer for every
 * address); the link (?token=) opens a one-day session showing that address's bookings, and the
 * customer's own data (download, delete).
 */
import { useEffect, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { ApiError, apiRequest } from '@/lib/api-client';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';

import BookingCard, { type DashboardBooking } from './BookingCard';
import MyDataPanel from './MyDataPanel';

type State = { kind: 'loading' } | { kind: 'signed-out'; notice?: string } | { kind: 'list'; email: string; bookings: DashboardBooking[] };

/** The dashboard island. */
export default function DashboardPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');

  const load = async () => {
    try {
      // Asked first: a signed-out visit then makes no request that answers 401 (a console error in every browser).
      const { signedIn } = await apiRequest<{ signedIn: boolean }>('GET', '/api/dashboard/session');
      if (!signedIn) return setState((s) => (s.kind === 'signed-out' ? s : { kind: 'signed-out' }));
      const data = await apiRequest<{ email: string; bookings: DashboardBooking[] }>('GET', '/api/dashboard/bookings');
      setState({ kind: 'list', ...data });
    } catch {
      setState((s) => (s.kind === 'signed-out' ? s : { kind: 'signed-out' }));
    }
  };

  useEffect(() => {
    const token = linkTokenInAddress();
    // load() sets state only once its request has answered, not synchronously in this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!token) return void load();
    forgetLinkToken('/dashboard');
    apiRequest('POST', '/api/dashboard/session', { token })
      .then(load)
      .catch((e) => setState({ kind: 'signed-out', notice: e instanceof ApiError ? e.serverMessage : 'Please try again.' }));
  }, []);

  const requestLink = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      setMessage((await apiRequest<{ message: string }>('POST', '/api/dashboard/link', { email: email.trim() })).message);
    } catch (e) {
      setMessage(e instanceof ApiError ? e.serverMessage : 'Please try again.');
    } finally {
      setSending(false);
    }
  };
  const signOut = async () => {
    await apiRequest('DELETE', '/api/dashboard/session').catch(() => undefined);
    setState({ kind: 'signed-out' });
  };

  if (state.kind === 'loading') return <p aria-live="polite">Loading your bookings...</p>;
  if (state.kind === 'signed-out') {
    return (
      <form onSubmit={requestLink} className="mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5">
        {state.notice && (
          <p role="alert" className="text-error">
            {state.notice}
          </p>
        )}
        <p className="text-sm">Enter the e-mail address you booked with. For your privacy we e-mail you a link that opens your bookings.</p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="dashboard-email" className="text-sm font-semibold text-white">
            Email
          </label>
          <input
            id="dashboard-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={controlClass}
          />
        </div>
        <button type="submit" className="btn-gold w-full disabled:opacity-50" disabled={!email.trim() || sending}>
          {sending ? 'SENDING...' : 'Find My Bookings'}
        </button>
        {message && (
          <p role="status" className="text-sm text-white">
            {message}
          </p>
        )}
      </form>
    );
  }
  const replace = (b: DashboardBooking) => setState({ ...state, bookings: state.bookings.map((x) => (x.id === b.id ? b : x)) });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Signed in as <strong className="text-white">{state.email}</strong>
        </p>
        <button type="button" className="text-sm underline" onClick={signOut}>
          Sign out
        </button>
      </div>
      {state.bookings.length === 0 ? (
        <div className="rounded-xl border border-dashed border-ink-line p-8 text-center">
          <h2 className="text-2xl">No bookings found</h2>
          <p className="mt-2 text-sm">No bookings found for this email address. Please check your email or create a new booking.</p>
          <a href="/booking" className="btn-gold mt-5">
            Create Your First Booking
          </a>
        </div>
      ) : (
        <ul className="space-y-4">
          {state.bookings.map((b) => (
            <BookingCard key={b.id} booking={b} onChange={replace} />
          ))}
        </ul>
      )}
      <MyDataPanel onDeleted={() => setState({ kind: 'signed-out' })} />
    </div>
  );
}
