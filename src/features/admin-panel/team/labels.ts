/** Italian words of the record: actions as the history line says them ("Confermata da Giulia, 14/03 21:05"). */
import { formatDateTime } from '@/lib/dates';
import type { AuditEntry } from './team-api';

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'Confermata',
  cancelled: 'Annullata',
  completed: 'Completata',
  pending: 'Rimessa in attesa',
  requested: 'Rimessa in richiesta',
};

const ACTION_WORDS: Record<string, string> = {
  'bookings.send-confirmation': 'Confermata',
  'bookings.delete': 'Eliminata',
  'bookings.advance': 'Acconto aggiornato',
  'sign-in': 'Accesso',
  'sign-in.failed': 'Accesso non riuscito',
  'logout.create': 'Uscita',
  'staff.create': 'Persona invitata',
  'staff.update': 'Persona modificata',
  'staff.invite': 'Nuovo invito',
  'passkeys.register': 'Passkey registrata',
  'passkeys.delete': 'Passkey eliminata',
};

/** What an entry did, in Italian where the panel knows the action, else the action's name. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'changes'>): string {
  if (entry.action === 'bookings.status') {
    const to = entry.changes.find((c) => c.field === 'status')?.to;
    return (to && STATUS_WORDS[to]) ?? 'Stato cambiato';
  }
  return ACTION_WORDS[entry.action] ?? entry.action;
}

/** A history line: "Confermata da Giulia, 14/03/2026 21:05". */
export function historyLine(entry: AuditEntry): string {
  return `${actionLabel(entry)} da ${entry.actor}, ${formatDateTime(entry.at)}`;
}

/** Changed fields as short text: "status: pending → cancelled". */
export function changesText(entry: Pick<AuditEntry, 'changes'>): string {
  return entry.changes
    .map((c) => (c.from !== undefined || c.to !== undefined ? `${c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}` : c.field))
    .join('; ');
}

/** A passkey as a person can recognise it: the kind of device its transports say, and the end of its id to tell two apart. */
export function passkeyLabel(passkey: { id: string; transports: string[] }): string {
  const t = passkey.transports;
  const kind = t.includes('internal')
    ? 'Passkey del dispositivo'
    : t.includes('hybrid')
      ? 'Passkey del telefono'
      : t.some((x) => x === 'usb' || x === 'nfc' || x === 'ble')
        ? 'Chiave di sicurezza'
        : 'Passkey';
  return `${kind} …${passkey.id.slice(-6)}`;
}
