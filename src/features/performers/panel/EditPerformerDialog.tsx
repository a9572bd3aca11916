/** The Edit Performer dialog: the performer form filled in; closes after a successful save. */
import { showToast } from '@/lib/toast-store';
import { updatePerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import type { AdminPerformer } from './performers-api';
import { Modal } from '@/features/admin-panel/ui';
import { performerToFields, saveProblems } from './performer-form';
import { PerformerForm } from './PerformerForm';

/** The dialog, open while mounted. */
export function EditPerformerDialog({ performer, onClose }: { performer: AdminPerformer; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit Performer" description={`Modifica i dati di ${performer.name}.`}>
      <PerformerForm
        initial={performerToFields(performer)}
        submitLabel="Salva modifiche"
        pendingLabel="Salvataggio in corso..."
        onSave={async (fields) => {
          try {
            await updatePerformer(performer.id, fields);
            showToast({ title: 'Performer updated successfully' });
            onClose();
            return true;
          } catch (error) {
            showToast({ title: 'Error updating performer', description: errorText(error), variant: 'destructive' });
            return saveProblems(error);
          }
        }}
      />
    </Modal>
  );
}
