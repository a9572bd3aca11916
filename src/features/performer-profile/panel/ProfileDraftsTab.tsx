/**
 * Profili (owner): the performers' own profile changes waiting for approval, oldest first. Each shows the draft beside
 * the live profile, field by field (a changed field marked), the bio as he wrote it (its markup as text) and the
 * photos; Approva puts it on his public profile at once, Rimanda sends it back with a note he reads in his portal.
 * Both are in the Registro attività.
 */
import { useState, type ReactNode } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { resolveImageUrl } from '@/features/images/image-url';
import { Empty, LoadState, Modal, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { $profileDrafts, approveDraft, returnDraft, type AdminDraft } from './profile-drafts-api';

type Profile = AdminDraft['live'];

// The fields as the panel names them, in the order they are compared.
const ROWS: { key: keyof Profile; label: string }[] = [
  { key: 'description', label: 'Bio (inglese)' },
  { key: 'bioTh', label: 'Bio (tailandese)' },
  { key: 'height', label: 'Altezza' },
  { key: 'eyeColor', label: 'Occhi' },
  { key: 'hairColor', label: 'Capelli' },
  { key: 'tattoos', label: 'Tatuaggi' },
  { key: 'languages', label: 'Lingue' },
  { key: 'costumes', label: 'Costumi' },
];
const PHOTO_ROWS: { key: 'imageUrl' | 'additionalImages'; label: string }[] = [
  { key: 'imageUrl', label: 'Foto principale' },
  { key: 'additionalImages', label: 'Altre foto' },
];

const text = (value: Profile[keyof Profile]) => (Array.isArray(value) ? value.join(', ') : value) || '—';
const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
const photos = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** The tab. */
export function ProfileDraftsTab() {
  const [sending, setSending] = useState<AdminDraft | null>(null);
  return (
    <section aria-labelledby="profiles-title" lang="it">
      <h2 id="profiles-title" className="mb-4 text-xl">
        Profili in attesa
      </h2>
      <LoadState
        store={$profileDrafts}
        failed="Impossibile caricare i profili in attesa"
        loading="Caricamento profili..."
        empty={
          <Empty
            title="Nessuna modifica in attesa."
            hint="Quando un performer cambia il suo profilo dal portale, la modifica appare qui."
          />
        }
      >
        {(drafts) => (
          <ul className="space-y-4">
            {drafts.map((draft) => (
              <li key={draft.performerId} className="rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="profile-draft">
                <h3 className="text-lg text-white">{draft.name}</h3>
                <p className="text-sm">Inviato il {formatDateTime(draft.draft.submittedAt)}</p>
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="w-32 py-1 pr-3">
                          Campo
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Attuale
                        </th>
                        <th scope="col" className="py-1">
                          Proposto
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {ROWS.map(({ key, label }) => (
                        <CompareRow key={key} label={label} live={draft.live[key]} draft={draft.draft[key]} show={text} />
                      ))}
                      {PHOTO_ROWS.map(({ key, label }) => (
                        <CompareRow
                          key={key}
                          label={label}
                          live={draft.live[key]}
                          draft={draft.draft[key]}
                          show={(value, which) => <Thumbs urls={photos(value)} who={`${label} ${which}`} />}
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
                      void toastOutcome(() => approveDraft(draft), 'Profilo approvato e pubblicato', 'Errore durante l’approvazione')
                    }
                  >
                    Approva
                  </button>
                  <button type="button" className={smallButton} onClick={() => setSending(draft)}>
                    Rimanda al performer
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {sending && <ReturnDialog draft={sending} onClose={() => setSending(null)} />}
    </section>
  );
}

/** One field of the comparison: the live value beside the proposed one, the row marked when they differ. */
function CompareRow<T>(props: { label: string; live: T; draft: T; show: (value: T, which: 'attuale' | 'proposta') => ReactNode }) {
  const differs = changed(props.live, props.draft);
  return (
    <tr className={`border-t border-ink-line align-top ${differs ? 'bg-gold/10' : ''}`}>
      <th scope="row" className="py-2 pr-3 font-medium text-white">
        {props.label}
        {differs && <span className="block text-xs text-gold">modificato</span>}
      </th>
      <td className="py-2 pr-3 break-words whitespace-pre-wrap">{props.show(props.live, 'attuale')}</td>
      <td className="py-2 break-words whitespace-pre-wrap">{props.show(props.draft, 'proposta')}</td>
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
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = async () => {
    if (!note.trim()) return setError('Scrivi al performer cosa cambiare');
    if (await toastOutcome(() => returnDraft(draft, note), 'Modifiche rimandate al performer', 'Errore durante l’invio')) onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rimanda a ${draft.name}`}
      description="Il performer legge la nota nel suo portale; il profilo pubblico non cambia."
    >
      <Field label="Nota per il performer" error={error}>
        {(aria) => (
          <textarea
            {...aria}
            className={`${controlClass} min-h-28`}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={smallButton} onClick={onClose}>
          Annulla
        </button>
        <button type="button" className="btn-gold" onClick={() => void send()}>
          Rimanda
        </button>
      </div>
    </Modal>
  );
}
