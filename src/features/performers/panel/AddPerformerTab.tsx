/** The Add Performer tab: the empty form with the admin defaults; a fresh form after each success. */
import { useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { createPerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import { TabSection } from '@/features/admin-panel/ui';
import { emptyPerformer, saveProblems } from './performer-form';
import { PerformerForm } from './PerformerForm';

/** The tab. */
export function AddPerformerTab() {
  const [formKey, setFormKey] = useState(0);
  const locale = usePanelLocale();
  const o = { locale };
  return (
    <TabSection title={pm.tab_add_performer({}, o)}>
      <PerformerForm
        key={formKey}
        initial={emptyPerformer()}
        submitLabel={pm.performers_add_submit({}, o)}
        pendingLabel={pm.performers_adding({}, o)}
        onSave={async (fields) => {
          try {
            await createPerformer(fields);
            showToast({ title: pm.performers_added({}, o) });
            setFormKey((k) => k + 1);
            return true;
          } catch (error) {
            showToast({ title: pm.performers_add_failed({}, o), description: errorText(error), variant: 'destructive' });
            return saveProblems(error);
          }
        }}
      />
    </TabSection>
  );
}
