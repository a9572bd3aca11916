/** The Edit Performer dialog: the performer form filled in; closes after a successful save. */
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { updatePerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import type { AdminPerformer } from './performers-api';
import { Modal } from '@/features/admin-panel/ui';
import { performerToFields, saveProblems } from './performer-form';
import { PerformerForm } from './PerformerForm';

/** The dialog, open while mounted. */
export function EditPerformerDialog({ performer, onClose }: { performer: AdminPerformer; onClose: () => void }) {
  const o = { locale: usePanelLocale() };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pm.performers_edit_title({}, o)}
      description={pm.performers_edit_text({ name: performer.name }, o)}
    >
      <PerformerForm
        initial={performerToFields(performer)}
        submitLabel={pm.performers_save({}, o)}
        pendingLabel={pm.performers_saving({}, o)}
        onSave={async (fields) => {
          try {
            await updatePerformer(performer.id, fields);
            showToast({ title: pm.performers_updated({}, o) });
            onClose();
            return true;
          } catch (error) {
            showToast({ title: pm.performers_update_failed({}, o), description: errorText(error), variant: 'destructive' });
            return saveProblems(error);
          }
        }}
      />
    </Modal>
  );
}
