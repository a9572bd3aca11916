/** The Messaggi tab's badge, apart from its screen so that the tab bar shows it without loading the tab. */
import { useStore } from '@nanostores/react';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { $newApplications, $newContacts } from './inbox-api';

/** The number of new contact messages and applications, beside the Messaggi tab's name. */
export function NewEntriesBadge() {
  const locale = usePanelLocale();
  const contacts = useStore($newContacts);
  const applications = useStore($newApplications);
  const count = (contacts.data?.total ?? 0) + (applications.data?.total ?? 0);
  if (!count) return null;
  return (
    <span className="ml-2 rounded-full bg-rose px-2 py-0.5 text-xs text-white" data-testid="new-messages">
      {count}
      <span className="sr-only"> {pm.panel_new_entries({}, { locale })}</span>
    </span>
  );
}
