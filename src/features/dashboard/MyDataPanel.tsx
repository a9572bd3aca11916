/**
 * "Your data" on the dashboard: download a copy (JSON) of everything stored under the signed-in
 * address, or delete it after a confirmation in a native modal dialog (focus kept inside, Escape
 * closes, focus returns to the button).
 */
import { useId, useRef, useState } from 'react';
import { requestRoute } from '@/lib/route-client';
import { routePath } from '@/lib/route-contract';
import { localHref, type Locale } from '@/lib/i18n';
import { showToast } from '@/lib/toast-store';
import { m } from '@/paraglide/messages';
import { dashboardFailure } from './dashboard-refusal';
import { eraseMyDataRoute, myDataRoute } from './dashboard.routes';

/** The panel in `locale`; onDeleted runs once the server has erased the data (the session is gone too). */
export default function MyDataPanel({ onDeleted, locale = 'en' }: { onDeleted: () => void; locale?: Locale }) {
  const o = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const erase = async () => {
    setDeleting(true);
    try {
      await requestRoute(eraseMyDataRoute, { body: {} });
      dialog.current?.close();
      showToast({ title: m.forms_data_deleted({}, o), description: m.forms_data_deleted_text({}, o) });
      onDeleted();
    } catch (e) {
      showToast({
        title: m.forms_data_delete_failed({}, o),
        description: await dashboardFailure(e, locale, m.forms_dash_try_again({}, o)),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-ink-line bg-ink-soft p-5">
      <h2 id={`${id}-title`} className="text-xl">
        {m.forms_data_title({}, o)}
      </h2>
      <p className="mt-2 text-sm">
        {m.forms_data_text_before({}, o)}{' '}
        <a href={localHref('/privacy', locale)} className="underline">
          {m.forms_privacy_policy({}, o)}
        </a>{' '}
        {m.forms_data_text_after({}, o)}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={routePath(myDataRoute)} download="my-data.json" className="btn-outline">
          {m.forms_data_download({}, o)}
        </a>
        <button
          type="button"
          className="btn border border-error text-error hover:bg-error hover:text-ink"
          onClick={() => dialog.current?.showModal()}
        >
          {m.forms_data_delete({}, o)}
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
          {m.forms_data_confirm_title({}, o)}
        </h2>
        <p id={`${id}-confirm-text`} className="mt-2 text-sm">
          {m.forms_data_confirm_text({}, o)}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
            {m.forms_dash_cancel({}, o)}
          </button>
          <button type="button" className="btn bg-error text-ink disabled:opacity-50" onClick={erase} disabled={deleting}>
            {deleting ? m.forms_data_deleting({}, o) : m.forms_data_delete({}, o)}
          </button>
        </div>
      </dialog>
    </section>
  );
}
