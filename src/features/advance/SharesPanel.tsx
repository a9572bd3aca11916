/**
 * The organiser's split of the advance on the summary: the split form (2 to 30 shares, one guest may go
 * free), then each share with its state, its link (copy, the phone's share sheet, or sent to a guest's
 * e-mail) and "I'll cover the rest". Links are shown when made: only their hashes are kept, so after a
 * reload a share offers a new link instead.
 */
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { requestRoute } from '@/lib/route-client';
import { sayRefusal } from '@/lib/say-refusal';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { showToast } from '@/lib/toast-store';
import { formatBaht } from '@/lib/money';
import { FX_CLASS } from '@/features/currency/fx-class';
import type { Jsonify } from '@/lib/jsonify';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { SHARE_LIMITS } from './shares';
import { SHARE_ERRORS, SHARE_NUMBER_ERRORS, SHARE_SEND_ERRORS } from './share-errors';
import { ADVANCE_ERRORS } from './advance-errors';
import { coverSharesRoute, renewShareLinkRoute, sendShareLinkRoute, splitSharesRoute } from './advance.routes';
import type { ShareView } from './shares.server';

type Share = Jsonify<ShareView>;
type Link = { number: number; url: string };

// The phone's share sheet is offered only where the browser has one (never in the server's HTML).
const noChange = () => () => {};
const hasShareSheet = () => 'share' in navigator;
const onServer = () => false;

const STATE = { pending: m.sh_state_pending, reported: m.sh_state_reported, received: m.sh_state_received } as const;

/** The refusals the split and its shares can meet, by code: the booking link's, the shares', the advance's and the 503s. */
const SHARES_PANEL_ERRORS = {
  ...BOOKING_LINK_ERRORS,
  ...SHARE_ERRORS,
  ...SHARE_NUMBER_ERRORS,
  ...SHARE_SEND_ERRORS,
  ...ADVANCE_ERRORS,
  ...UNAVAILABLE_ERRORS,
};
/** The island; `shares` are the booking's shares when the page was rendered (none before a split). */
export default function SharesPanel({
  bookingId,
  reference,
  organiser,
  shares: initial,
  locale = 'en',
}: {
  bookingId: string;
  /** The booking's reference, quoted when the organiser covers the rest. */
  reference: string;
  /** The organiser's plain first name, for the share sheet's text (null: "the organiser"). */
  organiser: string | null;
  shares: Share[];
  locale?: Locale;
}) {
  const o = { locale };
  const id = useId();
  const [shares, setShares] = useState(initial);
  const [links, setLinks] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const [covering, setCovering] = useState(false);
  const canShare = useSyncExternalStore(noChange, hasShareSheet, onServer);

  // A refusal without words (an empty answer) says the record failed.
  const failed = (e: unknown) =>
    sayRefusal(e, SHARES_PANEL_ERRORS, locale, { unanswered: m.ad_unreachable({}, o) }) || m.ad_record_failed({}, o);
  const act = async (what: string, run: () => Promise<void>) => {
    setBusy(what);
    setError('');
    try {
      await run();
    } catch (e) {
      setError(failed(e));
    } finally {
      setBusy('');
    }
  };
  const keepLinks = (made: Link[]) => setLinks((known) => ({ ...known, ...Object.fromEntries(made.map((l) => [l.number, l.url])) }));

  const split = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const count = Number(form.get('count'));
    const oneGoesFree = form.get('free') === 'on';
    if (!Number.isInteger(count) || count < SHARE_LIMITS.min || count > SHARE_LIMITS.max) return setError(m.sh_err_count({}, o));
    if (oneGoesFree && count < 3) return setError(m.sh_err_free({}, o));
    void act('split', async () => {
      const answer = await requestRoute(splitSharesRoute, { params: { id: bookingId }, body: { count, oneGoesFree } });
      setShares(answer.shares);
      keepLinks(answer.links);
      showToast({ title: m.sh_split_done({}, o) });
    });
  };
  const renew = (number: number) =>
    act(`renew-${number}`, async () =>
      keepLinks([await requestRoute(renewShareLinkRoute, { params: { id: bookingId, number }, body: {} })]),
    );
  const send = (number: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (event.currentTarget.elements.namedItem('email') as HTMLInputElement).value.trim();
    void act(`send-${number}`, async () => {
      const answer = await requestRoute(sendShareLinkRoute, { params: { id: bookingId, number }, body: { email } });
      keepLinks([answer]);
      setShares((all) => all.map((share) => (share.number === number ? answer.share : share)));
      showToast({ title: m.sh_sent({ email }, o) });
    });
  };
  const copy = async (url: string, input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: m.sh_copied({}, o) });
    } catch {
      input?.select();
    }
  };
  const shareSheet = (share: Share, url: string) =>
    navigator
      .share({
        title: m.sh_title({}, o),
        text: m.sh_share_text({ organiser: organiser ?? m.sh_organiser_within({}, o), amount: formatBaht(share.amount) }, o),
        url,
      })
      .catch(() => {});
  const cover = () =>
    act('cover', async () => {
      setShares((await requestRoute(coverSharesRoute, { params: { id: bookingId }, body: {} })).shares);
      setCovering(false);
      showToast({ title: m.sh_covered({}, o) });
    });

  const errorLine = error && (
    <p id={`${id}-error`} role="alert" className="text-sm text-error">
      {error}
    </p>
  );
  if (shares.length === 0)
    return (
      <form className="mt-3 flex flex-col gap-3" onSubmit={split} noValidate aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="text-sm">
          {m.sh_split_intro({}, o)}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-count`} className="text-sm font-semibold text-white">
            {m.sh_split_count({}, o)}
          </label>
          <input
            id={`${id}-count`}
            name="count"
            type="number"
            inputMode="numeric"
            min={SHARE_LIMITS.min}
            max={SHARE_LIMITS.max}
            defaultValue={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 w-28 rounded-md bg-ink px-3 text-white"
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="free" className="size-5 accent-gold" />
          {m.sh_split_free({}, o)}
        </label>
        {errorLine}
        <button type="submit" className="btn-gold self-start disabled:opacity-60" disabled={busy !== ''} aria-busy={busy === 'split'}>
          {busy === 'split' ? m.su_sending({}, o) : m.sh_split_button({}, o)}
        </button>
      </form>
    );

  const open = shares.filter((share) => share.status === 'pending');
  return (
    <div className="mt-3">
      <p className="text-xs">{m.sh_new_link_hint({}, o)}</p>
      <ul className="mt-3 flex flex-col gap-3" data-testid="shares">
        {shares.map((share) => {
          const url = links[share.number];
          const name = share.number === 1 ? m.sh_yours({}, o) : m.sh_share_name({ number: share.number }, o);
          const linkId = `${id}-link-${share.number}`;
          return (
            <li key={share.number} className="rounded-lg border border-ink-line p-3" data-testid={`share-${share.number}`}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-white">{name}</span>
                <span>
                  <strong className="text-gold">{formatBaht(share.amount)}</strong>
                  <span data-fx={share.amount} className={FX_CLASS} /> <span className="font-mono text-xs">{share.reference}</span>
                </span>
              </p>
              <p className="text-sm">
                <span className="rounded-full border border-gold px-2 py-0.5 text-xs uppercase" data-testid="share-state">
                  {STATE[share.status]({}, o)}
                </span>
                {share.guestEmail && <span className="ml-2 text-xs break-all">{share.guestEmail}</span>}
              </p>
              {share.status === 'pending' && (
                <div className="mt-2 flex flex-col gap-2">
                  {url ? (
                    <>
                      <label htmlFor={linkId} className="text-xs">
                        {m.sh_link_label({ number: share.number }, o)}
                      </label>
                      <input
                        id={linkId}
                        readOnly
                        value={url}
                        className="min-h-11 w-full rounded-md bg-ink px-3 font-mono text-xs text-white"
                      />
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn-outline min-h-11"
                          onClick={() => void copy(url, document.getElementById(linkId) as HTMLInputElement | null)}
                        >
                          {m.sh_copy({}, o)}
                        </button>
                        {canShare && (
                          <button type="button" className="btn-outline min-h-11" onClick={() => void shareSheet(share, url)}>
                            {m.sh_share({}, o)}
                          </button>
                        )}
                      </div>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="btn-outline min-h-11 self-start"
                      disabled={busy !== ''}
                      aria-busy={busy === `renew-${share.number}`}
                      onClick={() => void renew(share.number)}
                    >
                      {m.sh_new_link({}, o)}
                    </button>
                  )}
                  <form className="flex flex-col gap-1" onSubmit={(event) => send(share.number, event)}>
                    <label htmlFor={`${id}-email-${share.number}`} className="text-xs">
                      {share.number === 1 ? m.sh_email_label_yours({}, o) : m.sh_email_label({ number: share.number }, o)}
                    </label>
                    <div className="flex flex-col gap-2 min-[420px]:flex-row">
                      <input
                        id={`${id}-email-${share.number}`}
                        name="email"
                        type="email"
                        autoComplete="off"
                        required
                        defaultValue={share.guestEmail ?? ''}
                        className="min-h-11 flex-1 rounded-md bg-ink px-3 text-sm text-white"
                      />
                      <button
                        type="submit"
                        className="btn-outline min-h-11"
                        disabled={busy !== ''}
                        aria-busy={busy === `send-${share.number}`}
                      >
                        {m.sh_send({}, o)}
                      </button>
                    </div>
                  </form>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {errorLine}
      {open.length > 0 && (
        <div className="mt-4">
          {covering ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm">
                {m.sh_cover_text({ total: formatBaht(open.reduce((sum, s) => sum + s.amount, 0)), ref: reference }, o)}
              </p>
              <button
                type="button"
                className="btn-gold self-start disabled:opacity-60"
                disabled={busy !== ''}
                aria-busy={busy === 'cover'}
                onClick={() => void cover()}
              >
                {m.sh_cover_confirm({}, o)}
              </button>
            </div>
          ) : (
            <button type="button" className="btn-outline" aria-expanded={false} onClick={() => setCovering(true)}>
              {m.sh_cover({}, o)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
