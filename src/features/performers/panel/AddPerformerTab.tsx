/** The Add Performer tab: the empty form with the admin defaults; a fresh form after each success. */
import { useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { createPerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import { emptyPerformer, saveProblems } from './performer-form';
import { PerformerForm } from './PerformerForm';

/** The tab. */
export function AddPerformerTab() {
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="add-performer-title">
      <h2 id="add-performer-title" className="mb-4 text-xl">
        Add Performer
      </h2>
      <PerformerForm
        key={formKey}
        initial={emptyPerformer()}
        submitLabel="Aggiungi performer"
        pendingLabel="Aggiunta in corso..."
        onSave={async (fields) => {
          try {
            await createPerformer(fields);
            showToast({ title: 'Performer added successfully' });
            setFormKey((k) => k + 1);
            return true;
          } catch (error) {
            showToast({ title: 'Error adding performer', description: errorText(error), variant: 'destructive' });
            return saveProblems(error);
          }
        }}
      />
    </section>
  );
}
