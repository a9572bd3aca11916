/**
 * The confirm link's one button: its same-origin POST (the token in the body, read from the page's
 * address) confirms the booking request and signs the customer in; following the link alone did
 * nothing. Then the summary opens, or the page says which performer was taken meanwhile.
 */
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { requestRoute } from '@/lib/route-client';
import { forgetLinkToken, linkTokenInAddress } from '@/lib/link-token';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { sayRefusal } from '@/lib/say-refusal';
import { BOOKING_PAGE_ERRORS } from './booking-refusals';
import { confirmRequestRoute } from './booking.routes';

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'taken'; message: string } | { kind: 'failed'; message: string };

/** "Confirm my booking request", for the request with reference `reference`; `retry` is the booking form pre-filled with its choices. */
export default function ConfirmRequestButton({
  reference,
  retry = '/booking',
  locale = 'en',
}: {
  reference: string;
  retry?: string;
  locale?: Locale;
}) {
  const o = { locale };
  const [state, setState] = useState<State>({ kind: 'ready' });
  const confirm = async () => {
    const token = linkTokenInAddress();
    setState({ kind: 'sending' });
    try {
      const { id } = await requestRoute(confirmRequestRoute, { body: { token: token ?? '' } });
      forgetLinkToken(localizePath('/booking/confirm', locale));
      window.location.assign(localizePath(`/booking/${id}/summary`, locale));
    } catch (error) {
      const message = sayRefusal(error, BOOKING_PAGE_ERRORS, locale, { unanswered: m.cf_try_again({}, o) });
      setState(error instanceof ApiError && error.status === 409 ? { kind: 'taken', message } : { kind: 'failed', message });
    }
  };
  if (state.kind === 'taken') {
    return (
      <div role="alert">
        <h2 className="text-2xl font-bold">{m.cf_taken({}, o)}</h2>
        <p className="mt-3" data-testid="confirm-conflict">
          {state.message}
        </p>
        <p className="mt-3 text-sm">
          {m.cf_taken_before({}, o)} <strong className="font-mono text-gold">{reference}</strong> {m.cf_taken_after({}, o)}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <a href={retry} className="btn-gold">
            {m.cf_choose_other({}, o)}
          </a>
          <a href="/dashboard" className="btn-outline">
            {m.cf_my_bookings({}, o)}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-6">
      <button
        type="button"
        className="btn-gold disabled:opacity-60"
        onClick={confirm}
        disabled={state.kind === 'sending'}
        aria-busy={state.kind === 'sending'}
      >
        {state.kind === 'sending' ? m.cf_confirming({}, o) : m.cf_button({}, o)}
      </button>
      {state.kind === 'failed' && (
        <p role="alert" className="mt-3 text-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
