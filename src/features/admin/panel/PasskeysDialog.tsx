/**
 * A person's passkeys (owner only, from the Staff tab): each with its device, created and last used,
 * and "Elimina" after a confirmation. Deleting ends the person's sessions; after the last one they can
 * sign in again only from a new invitation, which the dialog says.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast-store';
import { errorText } from '@/features/admin-panel/errors';
import { ConfirmButton, Empty, LoadState, Modal } from '@/features/admin-panel/ui';
import { passkeyLabel } from './labels';
import { $passkeysPerson, $personPasskeys, deletePersonPasskey, type PersonPasskey, type StaffPerson } from './team-api';

/** The dialog of one person's passkeys. */
export function PasskeysDialog({ person, onClose }: { person: StaffPerson; onClose: () => void }) {
  useEffect(() => {
    $passkeysPerson.set(person.id);
    return () => $passkeysPerson.set(null);
  }, [person.id]);
  // The store may still hold another person's list for a moment: show it only once it is this person's.
  const shown = useStore($passkeysPerson) === person.id;

  const remove = async (passkey: PersonPasskey) => {
    try {
      const { left } = await deletePersonPasskey(person.id, passkey.id);
      showToast(
        left === 0
          ? { title: 'Ultima passkey eliminata', description: `${person.name} potrà accedere di nuovo solo con un nuovo invito.` }
          : { title: 'Passkey eliminata', description: `Gli accessi aperti di ${person.name} sono stati chiusi.` },
      );
    } catch (err) {
      showToast({ title: 'Eliminazione non riuscita', description: errorText(err), variant: 'destructive' });
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Passkey di ${person.name}`}>
      <div lang="it">
        {shown && (
          <LoadState
            store={$personPasskeys}
            failed="Impossibile caricare le passkey"
            loading="Caricamento passkey"
            empty={<Empty title="Nessuna passkey" hint={`Per accedere ${person.name} deve registrarne una da un nuovo invito.`} />}
          >
            {(items) => (
              <ul className="grid gap-3">
                {items.map((passkey) => (
                  <li key={passkey.id} className="rounded-xl border border-ink-line p-4" data-testid="person-passkey">
                    <p className="font-semibold text-white">{passkeyLabel(passkey)}</p>
                    <p className="text-sm">Creata il {formatDateTime(passkey.createdAt)}</p>
                    <p className="text-sm">{passkey.lastUsedAt ? `Ultimo uso il ${formatDateTime(passkey.lastUsedAt)}` : 'Mai usata'}</p>
                    <div className="mt-2">
                      <ConfirmButton
                        label="Elimina"
                        accessibleLabel={`Elimina ${passkeyLabel(passkey)}`}
                        title="Eliminare questa passkey?"
                        description={
                          items.length === 1
                            ? `È l'ultima passkey di ${person.name}: i suoi accessi si chiudono e potrà rientrare solo con un nuovo invito.`
                            : `Il dispositivo non potrà più accedere e gli accessi aperti di ${person.name} si chiudono; le altre passkey restano.`
                        }
                        confirmLabel="Elimina"
                        onConfirm={() => void remove(passkey)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </LoadState>
        )}
      </div>
    </Modal>
  );
}
