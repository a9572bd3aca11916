/** How a passkey is named in the panel (apart from the activity record's words, so the Staff tab does not load those). */
import type { PanelLocale } from '@db/locales';
import { staff_passkey_device, staff_passkey_other, staff_passkey_phone, staff_passkey_security_key } from '@/paraglide-panel/messages';

/** A passkey as a person can recognise it: the kind of device its transports say, and the end of its id to tell two apart. */
export function passkeyLabel(passkey: { id: string; transports: string[] }, locale: PanelLocale): string {
  const t = passkey.transports;
  const kind = t.includes('internal')
    ? staff_passkey_device
    : t.includes('hybrid')
      ? staff_passkey_phone
      : t.some((x) => x === 'usb' || x === 'nfc' || x === 'ble')
        ? staff_passkey_security_key
        : staff_passkey_other;
  return `${kind({}, { locale })} …${passkey.id.slice(-6)}`;
}
