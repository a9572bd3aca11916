/** 'I have paid' on the summary: the advance status, and the report with an optional transfer slip. */
import { useEffect, useId, useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { ApiError, apiRequest } from '@/lib/api-client';
import { advanceHeading, advanceLabel, customerMayReport } from './advance-status';

/** The island; `status` is the advance status when the page was rendered. */
export default function AdvanceReport({
  bookingId,
  status: initial,
  bookingStatus,
}: {
  bookingId: string;
  status: string;
  bookingStatus: string;
}) {
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  // The heading and the payment details are the page's static HTML around this island: a report made
  // here updates them as a reload would render them (heading says reported, details folded, still openable).
  useEffect(() => {
    if (status !== 'reported' || status === initial) return;
    const heading = document.getElementById('advance-heading');
    if (heading) heading.textContent = advanceHeading(status);
    const details = document.getElementById('advance-pay');
    if (details instanceof HTMLDetailsElement) details.open = false;
  }, [status, initial]);
  const submit = async (form: HTMLFormElement) => {
    setBusy(true);
    setError('');
    try {
      const body = await apiRequest<{ advanceStatus?: string } | null>('POST', `/api/bookings/${bookingId}/advance`, new FormData(form));
      setStatus(body?.advanceStatus ?? 'reported');
      form.reset();
      showToast({ title: 'Payment reported', description: 'Thank you! We will confirm your advance as soon as we see it.' });
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.serverMessage || 'We could not record your payment. Please try again.'
          : 'We could not reach the server. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-5">
      <p className="text-sm" aria-live="polite">
        Advance status:{' '}
        <strong className="text-white" data-testid="advance-status">
          {advanceLabel(status)}
        </strong>
        {status === 'reported' && ' - thank you, we will confirm it as soon as we see your payment.'}
      </p>
      {customerMayReport(status, bookingStatus) && (
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(e.currentTarget);
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slip`} className="text-sm font-semibold text-white">
              Transfer slip (optional)
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
              A photo or screenshot of your transfer: JPEG, PNG or WebP, up to 10 MB.
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn-gold self-start disabled:opacity-60" disabled={busy} aria-busy={busy}>
            {busy ? 'SENDING...' : status === 'reported' ? 'I have paid (send again)' : 'I have paid'}
          </button>
        </form>
      )}
    </div>
  );
}
