/**
 * Main and additional photos of the performer form: upload (images only; several at once for the
 * additional ones), previews and removal, with the photo toasts of spec section 8.
 */
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { uploadPhoto } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import { smallButton, Thumb } from '@/features/admin-panel/ui';
import { additionalPhotosToast } from './performer-form';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The server's reason behind an 'Upload failed' error (in Italian from its code: errorText). */
function reason(error: unknown, locale: PanelLocale): string {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError ? errorText(cause) : error instanceof Error ? error.message : pm.photos_upload_failed({}, { locale });
}

/** Photo inputs bound to imageUrl and additionalImages. */
export function PhotoFields(props: {
  imageUrl: string;
  additionalImages: string[];
  onMainChange: (url: string) => void;
  onAdditionalChange: (urls: string[]) => void;
  disabled?: boolean;
  /** The main photo's problem (it is required), shown in its group, which is marked invalid. */
  error?: string;
}) {
  const id = useId();
  const [mainBusy, setMainBusy] = useState(false);
  const [extraBusy, setExtraBusy] = useState(false);
  const locale = usePanelLocale();
  const o = { locale };

  const uploadMain = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const replacing = Boolean(props.imageUrl);
    setMainBusy(true);
    try {
      props.onMainChange(await uploadPhoto(file));
      showToast({ title: replacing ? pm.photos_main_updated({}, o) : pm.photos_uploaded({}, o) });
    } catch (error) {
      showToast({
        title: replacing ? pm.photos_update_failed({}, o) : pm.photos_upload_error({}, o),
        description: reason(error, locale),
        variant: 'destructive',
      });
    } finally {
      setMainBusy(false);
    }
  };

  const uploadExtra = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setExtraBusy(true);
    try {
      const urls: string[] = [];
      for (const file of files) urls.push(await uploadPhoto(file));
      props.onAdditionalChange([...props.additionalImages, ...urls]);
      showToast({ title: additionalPhotosToast(urls.length, locale) });
    } catch (error) {
      showToast({ title: pm.photos_additional_failed({}, o), description: reason(error, locale), variant: 'destructive' });
    } finally {
      setExtraBusy(false);
    }
  };

  const removeMain = () => {
    props.onMainChange('');
    showToast({ title: pm.photos_removed({}, o) });
  };
  const removeExtra = (url: string) => {
    props.onAdditionalChange(props.additionalImages.filter((item) => item !== url));
    showToast({ title: pm.photos_removed({}, o) });
  };

  return (
    <div className="grid gap-6 md:grid-cols-2" lang={locale}>
      <fieldset aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-main-error` : undefined}>
        <legend className="text-sm font-medium text-white">{pm.photos_main({}, o)}</legend>
        {props.imageUrl ? (
          <div className="mt-2 flex items-start gap-3">
            <Thumb src={props.imageUrl} alt={pm.photos_main_preview({}, o)} className="h-32 w-24 rounded-lg object-cover" />
            <button type="button" className={smallButton} onClick={removeMain} disabled={props.disabled || mainBusy}>
              {pm.photos_remove_main({}, o)}
            </button>
          </div>
        ) : (
          <p className="mt-2 text-sm">{pm.photos_no_main({}, o)}</p>
        )}
        <UploadButton id={`${id}-main`} onChange={uploadMain} disabled={props.disabled || mainBusy}>
          {mainBusy ? pm.photos_uploading({}, o) : props.imageUrl ? pm.photos_replace_main({}, o) : pm.photos_upload_main({}, o)}
        </UploadButton>
        {props.error && (
          <p id={`${id}-main-error`} className="mt-1 text-sm text-error">
            {props.error}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-white">{pm.photos_additional({}, o)}</legend>
        {props.additionalImages.length > 0 ? (
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {props.additionalImages.map((url, index) => (
              <li key={url} className="relative">
                <Thumb
                  src={url}
                  alt={pm.photos_additional_one({ number: index + 1 }, o)}
                  className="aspect-[3/4] w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center rounded-full bg-ink/90 text-white hover:text-error"
                  aria-label={pm.photos_remove_additional({ number: index + 1 }, o)}
                  onClick={() => removeExtra(url)}
                  disabled={props.disabled || extraBusy}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{pm.photos_no_additional({}, o)}</p>
        )}
        <UploadButton id={`${id}-extra`} multiple onChange={uploadExtra} disabled={props.disabled || extraBusy}>
          {extraBusy ? pm.photos_uploading({}, o) : pm.photos_upload_additional({}, o)}
        </UploadButton>
      </fieldset>
    </div>
  );
}

/** A file input shown as a button: the input is hidden, its label is the button and shows the input's focus. */
function UploadButton(props: {
  id: string;
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <input
        id={props.id}
        type="file"
        accept={ACCEPT}
        multiple={props.multiple}
        className="peer sr-only"
        onChange={props.onChange}
        disabled={props.disabled}
      />
      <label
        htmlFor={props.id}
        className={`${smallButton} mt-3 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-gold`}
      >
        {props.children}
      </label>
    </>
  );
}
