/**
 * The private calendar feed in the Calendario tab: whether a subscription URL exists, and a button
 * that makes a new one (ending the old). Only the token's hash is stored, so the URL is shown once,
 * right after it is made, with a Copy button.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { ConfirmButton, LoadError, Loading, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { $feedStatus, rotateFeed } from './calendar-api';

/** The feed section. */
export function FeedPanel() {
  const { data, error } = useStore($feedStatus);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlId = useId();

  const make = async () => {
    setBusy(true);
    await toastOutcome(async () => setMade((await rotateFeed()).url), 'New calendar feed URL made', 'Error making the calendar feed URL');
    setBusy(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made ?? '');
      showToast({ title: 'Feed URL copied' });
    } catch {
      showToast({ title: 'Copy failed', description: 'Select the address and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="feed-title" className="mt-8 rounded-xl border border-ink-line p-4">
      <h3 id="feed-title" className="mb-2 text-lg text-white">
        Calendar feed
      </h3>
      <p className="mb-3 text-sm">
        A private address to subscribe to in a phone&apos;s calendar: held bookings with service, performers, city and time, and no customer
        contact details. Anyone with the address can read it; make a new one if it is shared by mistake.
      </p>
      {error && !data ? (
        <LoadError title="Failed to load the calendar feed" error={error} onRetry={() => $feedStatus.revalidate()} />
      ) : !data ? (
        <Loading>Loading calendar feed...</Loading>
      ) : (
        <>
          <p className="mb-3 text-sm text-white" data-testid="feed-status">
            {data.active && data.createdAt ? `Feed URL made on ${formatDateTime(data.createdAt)}.` : 'No feed URL yet.'}
          </p>
          {data.active ? (
            <ConfirmButton
              label="Make a new feed URL"
              title="Make a new feed URL?"
              description="The current address stops working at once: every calendar subscribed to it must be given the new one."
              confirmLabel="Make new URL"
              onConfirm={make}
              disabled={busy}
            />
          ) : (
            <button type="button" className={smallButton} onClick={make} disabled={busy}>
              Make a feed URL
            </button>
          )}
        </>
      )}
      {made && (
        <div className="mt-4">
          <label htmlFor={urlId} className="mb-1 block text-sm font-medium text-white">
            Feed URL
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={urlId}
              readOnly
              value={made}
              aria-describedby={`${urlId}-hint`}
              className={`${controlClass} min-w-0 flex-1 font-mono text-xs`}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className={smallButton} onClick={copy}>
              Copy
            </button>
          </div>
          <p id={`${urlId}-hint`} className="mt-1 text-xs text-mist">
            Shown only now: the server keeps no copy it could show again.
          </p>
        </div>
      )}
    </section>
  );
}
