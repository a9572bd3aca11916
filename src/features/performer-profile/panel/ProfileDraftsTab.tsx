/**
 * Profili (owner): the performers' own profile changes waiting for approval, oldest first. Each shows the draft beside
 * the live profile, field by field (a changed field marked), the bio as he wrote it (its markup as text) and the
 * photos; Approva puts it on his public profile at once, Rimanda sends it back with a note he reads in his portal.
 * Both are in the Registro attività. Its words come from the panel catalogues, in the staff member's language.
 */
import { useState, type ReactNode } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { resolveImageUrl } from '@/features/images/image-url';
import { Empty, LoadState, Modal, smallButton, TabSection, toastOutcome } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { showToast } from '@/lib/toast-store';
import { errorText, fieldErrors } from '@/features/admin-panel/errors';
import { MAX_RETURN_NOTE } from '../profile-limits';
import { $profileDrafts, approveDraft, returnDraft, type AdminDraft } from './profile-drafts-api';

type Profile = AdminDraft['live'];

// The fields as the panel names them, in the order they are compared.
const ROWS: { key: keyof Profile; label: Label }[] = [
  { key: 'description', label: pm.profiles_bio_en },
  { key: 'bioTh', label: pm.profiles_bio_th },
  { key: 'height', label: pm.profiles_height },
  { key: 'eyeColor', label: pm.profiles_eyes },
  { key: 'hairColor', label: pm.profiles_hair },
  { key: 'tattoos', label: pm.profiles_tattoos },
  { key: 'languages', label: pm.profiles_languages },
  { key: 'costumes', label: pm.profiles_costumes },
];
const PHOTO_ROWS: { key: 'imageUrl' | 'additionalImages'; label: Label }[] = [
  { key: 'imageUrl', label: pm.profiles_main_photo },
  { key: 'additionalImages', label: pm.profiles_more_photos },
];

type Label = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;
const text = (value: Profile[keyof Profile]) => (Array.isArray(value) ? value.join(', ') : value) || '—';
const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
const photos = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** The tab. */
export function ProfileDraftsTab() {
  const locale = usePanelLocale();
  const o = { locale };
  const [sending, setSending] = useState<AdminDraft | null>(null);
  return (
    <TabSection title={pm.profiles_title({}, o)}>
      <LoadState
        store={$profileDrafts}
        failed={pm.profiles_failed({}, o)}
        loading={pm.profiles_loading({}, o)}
        empty={<Empty title={pm.profiles_empty({}, o)} hint={pm.profiles_empty_hint({}, o)} />}
      >
        {(drafts) => (
          <ul className="space-y-4">
            {drafts.map((draft) => (
              <li key={draft.performerId} className="rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="profile-draft">
                <h3 className="text-lg text-white">{draft.name}</h3>
                <p className="text-sm">{pm.profiles_sent_at({ when: formatDateTime(draft.draft.submittedAt, locale) }, o)}</p>
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="w-32 py-1 pr-3">
                          {pm.profiles_field({}, o)}
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          {pm.profiles_live({}, o)}
                        </th>
                        <th scope="col" className="py-1">
                          {pm.profiles_proposed({}, o)}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {ROWS.map(({ key, label }) => (
                        <CompareRow key={key} label={label({}, o)} live={draft.live[key]} draft={draft.draft[key]} show={text} />
                      ))}
                      {PHOTO_ROWS.map(({ key, label }) => (
                        <CompareRow
                          key={key}
                          label={label({}, o)}
                          live={draft.live[key]}
                          draft={draft.draft[key]}
                          show={(value, which) => (
                            <Thumbs
                              urls={photos(value)}
                              who={(which === 'live' ? pm.profiles_live_photo : pm.profiles_proposed_photo)({ label: label({}, o) }, o)}
                            />
                          )}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-gold"
                    onClick={() =>
                      void toastOutcome(() => approveDraft(draft), pm.profiles_approved({}, o), pm.profiles_approve_failed({}, o))
                    }
                  >
                    {pm.profiles_approve({}, o)}
                  </button>
                  <button type="button" className={smallButton} onClick={() => setSending(draft)}>
                    {pm.profiles_send_back({}, o)}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {sending && <ReturnDialog draft={sending} onClose={() => setSending(null)} />}
    </TabSection>
  );
}

/** One field of the comparison: the live value beside the proposed one, the row marked when they differ. */
function CompareRow<T>(props: { label: string; live: T; draft: T; show: (value: T, which: 'live' | 'proposed') => ReactNode }) {
  const o = { locale: usePanelLocale() };
  const differs = changed(props.live, props.draft);
  return (
    <tr className={`border-t border-ink-line align-top ${differs ? 'bg-gold/10' : ''}`}>
      <th scope="row" className="py-2 pr-3 font-medium text-white">
        {props.label}
        {differs && <span className="block text-xs text-gold">{pm.profiles_changed({}, o)}</span>}
      </th>
      <td className="py-2 pr-3 break-words whitespace-pre-wrap">{props.show(props.live, 'live')}</td>
      <td className="py-2 break-words whitespace-pre-wrap">{props.show(props.draft, 'proposed')}</td>
    </tr>
  );
}

function Thumbs({ urls, who }: { urls: string[]; who: string }) {
  if (urls.length === 0) return <span>—</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <img src={resolveImageUrl(url) ?? ''} alt={`${who} ${index + 1}`} className="h-24 w-18 rounded object-cover" loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** The note of a draft sent back, in a dialog. */
function ReturnDialog({ draft, onClose }: { draft: AdminDraft; onClose: () => void }) {
  const o = { locale: usePanelLocale() };
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = async () => {
    if (!note.trim()) return setError(pm.error_profile_note_required({}, o));
    try {
      await returnDraft(draft, note);
      showToast({ title: pm.profiles_sent_back({}, o) });
      onClose();
    } catch (error) {
      // The server's refusal of the note shows on its field, in the reader's language; any other failure as a toast.
      const refused = fieldErrors(error).note;
      if (refused) setError(refused);
      else showToast({ title: pm.profiles_send_back_failed({}, o), description: errorText(error), variant: 'destructive' });
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pm.profiles_send_back_to({ name: draft.name }, o)}
      description={pm.profiles_send_back_text({}, o)}
    >
      <Field label={pm.profiles_note({}, o)} error={error}>
        {(aria) => (
          <textarea
            {...aria}
            className={`${controlClass} min-h-28`}
            maxLength={MAX_RETURN_NOTE}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={smallButton} onClick={onClose}>
          {pm.profiles_cancel({}, o)}
        </button>
        <button type="button" className="btn-gold" onClick={() => void send()}>
          {pm.profiles_send({}, o)}
        </button>
      </div>
    </Modal>
  );
}
