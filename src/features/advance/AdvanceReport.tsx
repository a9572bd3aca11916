/** 'I have paid' on the summary (the booking's advance) or a share's page (one share): the status, and the report with an optional transfer slip. */
import { useEffect, useId, useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { requestRoute } from '@/lib/route-client';
import { advanceHeading, advanceLabel, customerMayReport } from './advance-status';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { sayRefusal } from '@/lib/say-refusal';
import { SHARE_ERRORS } from './share-errors';
import { ADVANCE_ERRORS } from './advance-errors';
import { LATE_REPORT_ERRORS } from './report-refusals';
import { reportAdvanceRoute, reportShareRoute } from './advance.routes';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';

/** The refusals a report can meet, said from their codes: the share link's, the advance's, the booking link's (no session, unknown booking), the rarer ones. */
const REPORT_ERRORS = { ...LATE_REPORT_ERRORS, ...SHARE_ERRORS, ...ADVANCE_ERRORS, ...BOOKING_LINK_ERRORS };

/** The island; `status` is the advance status when the page was rendered. */
export default function AdvanceReport({
  bookingId,
  status: initial,
  bookingStatus,
  locale = 'en',
  share,
}: {
  /** The booking's id on its summary; never on a share's page (the guest's page knows only her share). */
  bookingId?: string;
  status: string;
  bookingStatus: string;
  /** The page's language. */
  locale?: Locale;
  /** On a share's page: its link's token and the ways to pay that are on (the guest says which she used). */
  share?: { token: string; methods: { value: string; label: string }[] };
}) {
  const o = { locale };
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  // The heading and the payment details are the page's static HTML around this island: a report made
  // here updates them as a reload would render them (heading says reported, details folded, still openable).
  useEffect(() => {
    if (status !== 'reported' || status === initial) return;
    const heading = document.getElementById('advance-heading');
    if (heading) heading.textContent = advanceHeading(status, locale);
    const details = document.getElementById('advance-pay');
    if (details instanceof HTMLDetailsElement) details.open = false;
  }, [status, initial, locale]);
  const submit = async (form: HTMLFormElement) => {
    setBusy(true);
    setError('');
    try {
      const body = new FormData(form);
      await (share
        ? requestRoute(reportShareRoute, { body })
        : requestRoute(reportAdvanceRoute, { params: { id: bookingId ?? '' }, body }));
      setStatus('reported');
      form.reset();
      showToast({ title: m.ad_reported_title({}, o), description: m.ad_reported_text({}, o) });
    } catch (e) {
      // A refusal without words (an empty answer) says the record failed.
      setError(sayRefusal(e, REPORT_ERRORS, locale, { unanswered: m.ad_unreachable({}, o) }) || m.ad_record_failed({}, o));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-5">
      <p className="text-sm" aria-live="polite">
        {m.ad_status({}, o)}{' '}
        <strong className="text-white" data-testid="advance-status">
          {advanceLabel(status, locale)}
        </strong>
        {status === 'reported' && m.ad_thanks_reported({}, o)}
      </p>
      {customerMayReport(status, bookingStatus) && (
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(e.currentTarget);
          }}
        >
          {share && <input type="hidden" name="token" value={share.token} />}
          {share && share.methods.length > 0 && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-method`} className="text-sm font-semibold text-white">
                {m.sh_method({}, o)}
              </label>
              <select id={`${id}-method`} name="method" className="min-h-11 max-w-full rounded-md bg-ink px-3 text-sm text-white">
                {share.methods.map((method) => (
                  <option key={method.value} value={method.value}>
                    {method.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slip`} className="text-sm font-semibold text-white">
              {m.ad_slip({}, o)}
            </label>
            <input
              id={`${id}-slip`}
              name="slip"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gold file:px-3 file:py-2 file:font-semibold file:text-ink"
            />
            <p id={`${id}-hint`} className="text-xs">
              {m.ad_slip_hint({}, o)}
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn-gold self-start disabled:opacity-60" disabled={busy} aria-busy={busy}>
            {busy ? m.su_sending({}, o) : status === 'reported' ? m.ad_paid_again({}, o) : m.ad_paid({}, o)}
          </button>
        </form>
      )}
    </div>
  );
}
