/**
 * The panel's toast region (the panel and its sign-in screen), named and its close button labelled in the reader's
 * panel language: the customers' region would take their catalogue's words.
 */
import Toaster, { useHydrated } from '@/components/ui/Toaster';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';

/** The toast region in the panel's words; follows the reader's language when it becomes known or changes. */
export default function PanelToaster() {
  // Hydration renders the server's words (Italian): React keeps an attribute the server wrote even when the first
  // render differs, so a language already known (the sign-in screen may have read it first) is said right after.
  const hydrated = useHydrated();
  const locale = usePanelLocale();
  const o = { locale: hydrated ? locale : 'it' };
  return <Toaster label={pm.panel_toasts_label({}, o)} closeLabel={pm.panel_toast_close({}, o)} />;
}
