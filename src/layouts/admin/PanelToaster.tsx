/**
 * The panel's toast region (the panel and its sign-in screen), named and its close button labelled in the reader's
 * panel language: the customers' region would take their catalogue's words.
 */
import Toaster from '@/components/ui/Toaster';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';

/** The toast region in the panel's words; follows the reader's language when it becomes known or changes. */
export default function PanelToaster() {
  const o = { locale: usePanelLocale() };
  return <Toaster label={pm.panel_toasts_label({}, o)} closeLabel={pm.panel_toast_close({}, o)} />;
}
