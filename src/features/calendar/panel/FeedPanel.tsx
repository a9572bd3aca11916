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
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { $feedStatus, rotateFeed } from './calendar-api';

/** The feed section. */
export function FeedPanel() {
  const locale = usePanelLocale();
  const o = { locale };
  const { data, error } = useStore($feedStatus);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlId = useId();

  const make = async () => {
    setBusy(true);
    await toastOutcome(
      async () => setMade((await rotateFeed()).url),
      pm.calendar_feed_created({}, o),
      pm.calendar_feed_create_failed({}, o),
    );
    setBusy(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made ?? '');
      showToast({ title: pm.calendar_feed_copied({}, o) });
    } catch {
      showToast({ title: pm.calendar_feed_copy_failed({}, o), description: pm.calendar_feed_copy_by_hand({}, o), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="feed-title" className="mt-8 rounded-xl border border-ink-line p-4">
      <h3 id="feed-title" className="mb-2 text-lg text-white">
        {pm.calendar_feed_title({}, o)}
      </h3>
      <p className="mb-3 text-sm">{pm.calendar_feed_intro({}, o)}</p>
      {error && !data ? (
        <LoadError title={pm.calendar_feed_load_failed({}, o)} error={error} onRetry={() => $feedStatus.revalidate()} />
      ) : !data ? (
        <Loading>{pm.calendar_feed_loading({}, o)}</Loading>
      ) : (
        <>
          <p className="mb-3 text-sm text-white" data-testid="feed-status">
            {data.active && data.createdAt
              ? pm.calendar_feed_made_on({ when: formatDateTime(data.createdAt, locale) }, o)
              : pm.calendar_feed_none({}, o)}
          </p>
          {data.active ? (
            <ConfirmButton
              label={pm.calendar_feed_renew({}, o)}
              title={pm.calendar_feed_renew_title({}, o)}
              description={pm.calendar_feed_renew_text({}, o)}
              confirmLabel={pm.calendar_feed_renew_confirm({}, o)}
              onConfirm={make}
              disabled={busy}
            />
          ) : (
            <button type="button" className={smallButton} onClick={make} disabled={busy}>
              {pm.calendar_feed_create({}, o)}
            </button>
          )}
        </>
      )}
      {made && (
        <div className="mt-4">
          <label htmlFor={urlId} className="mb-1 block text-sm font-medium text-white">
            {pm.calendar_feed_address({}, o)}
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
              {pm.calendar_feed_copy({}, o)}
            </button>
          </div>
          <p id={`${urlId}-hint`} className="mt-1 text-xs text-mist">
            {pm.calendar_feed_shown_once({}, o)}
          </p>
        </div>
      )}
    </section>
  );
}
