/**
 * A person's passkeys (owner only, from the Staff tab): each with its device, created and last used,
 * and "Elimina" after a confirmation. Deleting ends the person's sessions; after the last one they can
 * sign in again only from a new invitation, which the dialog says.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDateTime } from '@/lib/dates';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { showToast } from '@/lib/toast-store';
import { errorText } from '@/features/admin-panel/errors';
import { ConfirmButton, Empty, LoadState, Modal } from '@/features/admin-panel/ui';
import { passkeyLabel } from './passkey-label';
import { $passkeysPerson, $personPasskeys, deletePersonPasskey, type PersonPasskey, type StaffPerson } from './team-api';

/** The dialog of one person's passkeys. */
export function PasskeysDialog({ person, onClose }: { person: StaffPerson; onClose: () => void }) {
  useEffect(() => {
    $passkeysPerson.set(person.id);
    return () => $passkeysPerson.set(null);
  }, [person.id]);
  // The store may still hold another person's list for a moment: show it only once it is this person's.
  const shown = useStore($passkeysPerson) === person.id;
  const locale = usePanelLocale();
  const o = { locale };
  const name = { name: person.name };

  const remove = async (passkey: PersonPasskey) => {
    try {
      const { left } = await deletePersonPasskey(person.id, passkey.id);
      showToast(
        left === 0
          ? { title: pm.staff_passkey_last_deleted({}, o), description: pm.staff_passkey_last_deleted_hint(name, o) }
          : { title: pm.staff_passkey_deleted({}, o), description: pm.staff_passkey_deleted_hint(name, o) },
      );
    } catch (err) {
      showToast({ title: pm.staff_passkey_delete_failed({}, o), description: errorText(err), variant: 'destructive' });
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={pm.staff_passkeys_of(name, o)}>
      <div lang={locale}>
        {shown && (
          <LoadState
            store={$personPasskeys}
            failed={pm.staff_passkeys_failed({}, o)}
            loading={pm.staff_passkeys_loading({}, o)}
            empty={<Empty title={pm.staff_passkeys_none({}, o)} hint={pm.staff_passkeys_none_hint(name, o)} />}
          >
            {(items) => (
              <ul className="grid gap-3">
                {items.map((passkey) => (
                  <li key={passkey.id} className="rounded-xl border border-ink-line p-4" data-testid="person-passkey">
                    <p className="font-semibold text-white">{passkeyLabel(passkey, locale)}</p>
                    <p className="text-sm">{pm.staff_passkey_created({ when: formatDateTime(passkey.createdAt, locale) }, o)}</p>
                    <p className="text-sm">
                      {passkey.lastUsedAt
                        ? pm.staff_passkey_last_used({ when: formatDateTime(passkey.lastUsedAt, locale) }, o)
                        : pm.staff_passkey_never_used({}, o)}
                    </p>
                    <div className="mt-2">
                      <ConfirmButton
                        label={pm.staff_passkey_delete({}, o)}
                        accessibleLabel={pm.staff_passkey_delete_named({ passkey: passkeyLabel(passkey, locale) }, o)}
                        title={pm.staff_passkey_delete_title({}, o)}
                        description={items.length === 1 ? pm.staff_passkey_delete_last(name, o) : pm.staff_passkey_delete_one(name, o)}
                        confirmLabel={pm.staff_passkey_delete({}, o)}
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
