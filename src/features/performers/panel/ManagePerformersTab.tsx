/**
 * The Manage Performers tab: every performer (unavailable ones too) in display order, with the
 * availability switch, move up / move down (optimistic, rolled back on error), Edit, the revocation of
 * their private calendar link, and Delete.
 */
import { useStore } from '@nanostores/react';
import { $adminRole } from '@/features/admin-panel/session-store';
import { useState, type ComponentType } from 'react';
import { cityDisplayName } from '@/content/cities';
import { showToast } from '@/lib/toast-store';
import { $performers, deletePerformer, movePerformer, revokePerformerFeed, updatePerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import { truncate } from '@/features/admin-panel/format';
import type { AdminPerformer } from './performers-api';
import { ConfirmButton, Empty, LoadError, Loading, smallButton, StatusBadge, Thumb, toastOutcome } from '@/features/admin-panel/ui';
import { EditPerformerDialog } from './EditPerformerDialog';

/** The dialog of a performer's days off ("Giorni liberi"), which the scheduling feature owns. */
export type DaysOffDialog = ComponentType<{ performer: AdminPerformer; onClose: () => void }>;

/** The tab. */
export function ManagePerformersTab({ DaysOff }: { DaysOff: DaysOffDialog }) {
  const { data, error, loading } = useStore($performers);
  // Staff manage days off only; the performer's own fields, order and deletion are the owner's.
  const isOwner = useStore($adminRole) === 'owner';
  const [editing, setEditing] = useState<AdminPerformer | null>(null);
  const [daysOff, setDaysOff] = useState<AdminPerformer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (error && !data) return <LoadError title="Impossibile caricare i performer" error={error} onRetry={() => $performers.revalidate()} />;
  if (!data) return <Loading>Caricamento performer...</Loading>;
  if (data.length === 0) return <Empty title="Ancora nessun performer." hint="Aggiungi il primo nella scheda Add Performer." />;

  const move = async (performer: AdminPerformer, direction: 'up' | 'down') => {
    try {
      await movePerformer(data, performer.id, direction);
    } catch (err) {
      showToast({ title: 'Error updating performer order', description: errorText(err), variant: 'destructive' });
    }
  };
  const toggle = async (performer: AdminPerformer) => {
    setBusy(performer.id);
    await toastOutcome(
      () => updatePerformer(performer.id, { isAvailable: !performer.isAvailable }),
      'Performer updated successfully',
      'Error updating performer',
    );
    setBusy(null);
  };
  const revokeFeed = async (performer: AdminPerformer) => {
    try {
      const revoked = await revokePerformerFeed(performer.id);
      showToast({ title: revoked ? 'Link del calendario revocato' : 'Nessun link del calendario attivo' });
    } catch (err) {
      showToast({ title: 'Errore nella revoca del calendario', description: errorText(err), variant: 'destructive' });
    }
  };
  const remove = (performer: AdminPerformer) =>
    toastOutcome(() => deletePerformer(performer.id), 'Performer deleted successfully', 'Error deleting performer');

  return (
    <section aria-labelledby="manage-performers-title" aria-busy={loading} lang="it">
      <h2 id="manage-performers-title" className="mb-4 text-xl">
        Manage Performers <span className="text-base text-mist">({data.length})</span>
      </h2>
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.map((performer, index) => (
          <li key={performer.id} className="flex gap-4 rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="admin-performer">
            <Thumb src={performer.imageUrl} alt="" className="h-28 w-20 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-sans text-base font-semibold text-white">{performer.name}</h3>
                <StatusBadge
                  status={performer.isAvailable ? 'active' : 'inactive'}
                  label={performer.isAvailable ? 'Disponibile' : 'Non disponibile'}
                />
              </div>
              <p className="text-xs text-mist">
                {cityDisplayName(performer.location)} · {performer.tags.join(', ') || 'Nessuna categoria'}
              </p>
              <p className="mt-2 text-sm break-words">{truncate(performer.description, 100)}</p>
              {isOwner && (
                <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-white">
                  <input
                    type="checkbox"
                    role="switch"
                    className="h-5 w-5 accent-gold"
                    checked={performer.isAvailable}
                    disabled={busy === performer.id}
                    onChange={() => toggle(performer)}
                  />
                  Disponibile
                  <span className="sr-only"> ({performer.name})</span>
                </label>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {isOwner && (
                  <>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Sposta ${performer.name} su`}
                      disabled={index === 0}
                      onClick={() => move(performer, 'up')}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Sposta ${performer.name} giù`}
                      disabled={index === data.length - 1}
                      onClick={() => move(performer, 'down')}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Modifica ${performer.name}`}
                      onClick={() => setEditing(performer)}
                    >
                      Modifica
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Giorni liberi di ${performer.name}`}
                  onClick={() => setDaysOff(performer)}
                >
                  Giorni liberi
                </button>
                {isOwner && (
                  <ConfirmButton
                    label="Revoca calendario"
                    accessibleLabel={`Revoca calendario di ${performer.name}`}
                    title={`Revocare il calendario di ${performer.name}?`}
                    description="Il link privato del calendario smette subito di funzionare. Il performer può crearne uno nuovo dalla sua pagina."
                    confirmLabel="Revoca"
                    onConfirm={() => revokeFeed(performer)}
                  />
                )}
                {isOwner && (
                  <ConfirmButton
                    label="Elimina"
                    accessibleLabel={`Elimina ${performer.name}`}
                    title={`Eliminare ${performer.name}?`}
                    description="Il performer sparisce dal sito e non si può ripristinare."
                    confirmLabel="Elimina"
                    onConfirm={() => remove(performer)}
                  />
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
      {editing && <EditPerformerDialog performer={editing} onClose={() => setEditing(null)} />}
      {daysOff && <DaysOff performer={daysOff} onClose={() => setDaysOff(null)} />}
    </section>
  );
}
