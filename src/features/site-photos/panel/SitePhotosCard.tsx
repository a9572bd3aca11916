/**
 * "Foto del sito" (the owner, and staff the owner lets edit the site): the photo at the top of the home page and the about page's photo, each with its preview,
 * replaced by a file (the performers' photo checks: a refusal is said beside the field and in a toast, and nothing
 * changes) or taken away so the page is as built. The public pages show a change at once. Words from the panel
 * catalogues, in the staff member's language; mounted by the screen that holds the owner's site settings.
 */
import { useStore } from '@nanostores/react';
import { useState, type ChangeEvent } from 'react';
import { TextField } from '@/components/ui/TextField';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { errorText } from '@/features/admin-panel/errors';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { LoadError, Loading, smallButton, Thumb, toastOutcome } from '@/features/admin-panel/ui';
import { m as pm } from '@/paraglide-panel/messages';
import { actorName } from '@/lib/actor-names';
import { SITE_PHOTO_SLOTS, type SitePhotoSlot } from '../site-photo-slots';
import { $sitePhotos, clearSitePhoto, replaceSitePhoto, type AdminSitePhotos } from './site-photos-api';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const SLOT_NAMES = { 'home-hero': pm.site_photo_home_hero, about: pm.site_photo_about } as const;

/** The card: every slot once the photos are loaded. */
export function SitePhotosCard() {
  const locale = usePanelLocale();
  const o = { locale };
  const { data, error } = useStore($sitePhotos);
  return (
    <section aria-labelledby="site-photos-title" lang={locale} className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
      <h2 id="site-photos-title" className="mb-2 text-xl">
        {pm.site_photos_title({}, o)}
      </h2>
      <p className="mb-4 text-sm">{pm.site_photos_intro({}, o)}</p>
      {error && !data ? (
        <LoadError title={pm.site_photos_failed({}, o)} error={error} onRetry={() => $sitePhotos.revalidate()} />
      ) : !data ? (
        <Loading>{pm.site_photos_loading({}, o)}</Loading>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {SITE_PHOTO_SLOTS.map((slot) => (
            <SlotPhoto key={slot} slot={slot} photo={data[slot]} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SlotPhoto({ slot, photo }: { slot: SitePhotoSlot; photo: AdminSitePhotos[SitePhotoSlot] }) {
  const o = { locale: usePanelLocale() };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const name = SLOT_NAMES[slot]({}, o);
  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await replaceSitePhoto(slot, file);
      showToast({ title: pm.site_photo_saved({}, o) });
    } catch (error) {
      const reason = errorText(error);
      setProblem(reason);
      showToast({ title: pm.site_photo_save_failed({}, o), description: reason, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="space-y-2" data-testid={`site-photo-${slot}`}>
      <h3 className="text-lg text-white">{name}</h3>
      {photo ? (
        <>
          <Thumb src={photo.url} alt={name} className="aspect-[4/3] w-full max-w-72 rounded-lg object-cover" />
          <p className="text-sm">
            {pm.site_photo_changed_by({ name: actorName(photo.updatedBy, o.locale), when: formatDateTime(photo.updatedAt, o.locale) }, o)}
          </p>
        </>
      ) : (
        <p className="text-sm">{pm.site_photo_built_in({}, o)}</p>
      )}
      <TextField
        name={`site-photo-${slot}`}
        type="file"
        accept={ACCEPT}
        label={pm.site_photo_replace({}, o)}
        error={problem}
        disabled={busy}
        onChange={(event) => void replace(event)}
      />
      {photo && (
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          onClick={() => void toastOutcome(() => clearSitePhoto(slot), pm.site_photo_reset_done({}, o), pm.site_photo_reset_failed({}, o))}
        >
          {pm.site_photo_reset({}, o)}
        </button>
      )}
    </li>
  );
}
