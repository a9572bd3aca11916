/**
 * "Your data" on the dashboard: download a copy (JSON) of everything stored under the signed-in
 * address, or delete it after a confirmation in a native modal dialog (focus kept inside, Escape
 * closes, focus returns to the button).
 */
import { useId, useRef, useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';

/** The panel; onDeleted runs once the server has erased the data (the session is gone too). */
export default function MyDataPanel({ onDeleted }: { onDeleted: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const erase = async () => {
    setDeleting(true);
    try {
      await apiRequest('DELETE', '/api/dashboard/data', {});
      dialog.current?.close();
      showToast({ title: 'Your data has been deleted', description: 'Upcoming bookings were cancelled and the agency has been told.' });
      onDeleted();
    } catch (e) {
      showToast({
        title: 'Could not delete your data',
        description: e instanceof ApiError ? e.serverMessage : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-ink-line bg-ink-soft p-5">
      <h2 id={`${id}-title`} className="text-xl">
        Your data
      </h2>
      <p className="mt-2 text-sm">
        Download a copy of every booking, message and application sent with this address, or delete them. See our{' '}
        <a href="/privacy" className="underline">
          Privacy Policy
        </a>{' '}
        for how long we keep them.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href="/api/dashboard/data" download="my-data.json" className="btn-outline">
          Download my data
        </a>
        <button
          type="button"
          className="btn border border-error text-error hover:bg-error hover:text-ink"
          onClick={() => dialog.current?.showModal()}
        >
          Delete my data
        </button>
      </div>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={`${id}-confirm-title`}
        aria-describedby={`${id}-confirm-text`}
        className="m-auto w-[calc(100vw-1.5rem)] max-w-md rounded-2xl border border-ink-line bg-ink-soft p-6 text-mist backdrop:bg-black/70"
      >
        <h2 id={`${id}-confirm-title`} className="text-lg text-white">
          Delete all your data?
        </h2>
        <p id={`${id}-confirm-text`} className="mt-2 text-sm">
          Your bookings, messages and applications are erased for good and you are signed out. Upcoming bookings are cancelled and the
          agency is told. A payment record we must keep for accounting stays, without your name or contact details.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" className="btn bg-error text-ink disabled:opacity-50" onClick={erase} disabled={deleting}>
            {deleting ? 'DELETING...' : 'Delete my data'}
          </button>
        </div>
      </dialog>
    </section>
  );
}
