/** Italian words of the record: actions as the history line says them ("Confermata da Giulia, 14/03 21:05"). */
import { AGENCY_STATUS_CHANGE_WORDS } from '@/features/booking-life/status-labels';
import { formatDateTime } from '@/lib/dates';
import { labelFor } from '@/lib/labels';
import type { AuditEntry } from './team-api';

const ACTION_WORDS: Record<string, string> = {
  'bookings.send-confirmation': 'Confermata',
  'bookings.delete': 'Eliminata',
  'bookings.advance': 'Acconto aggiornato',
  'bookings.create': 'Prenotazione presa al telefono',
  'bookings.customer-update': 'Modificata',
  'bookings.customer-cancel': 'Annullata',
  'bookings.update': 'Prenotazione modificata',
  'bookings.hold': 'Scadenza dell’acconto cambiata',
  'bookings.shares.create': 'Quota dell’acconto segnata come ricevuta',
  'bookings.performer-note': 'Nota per i performer',
  'bookings.replace': 'Performer sostituito',
  'bookings.price-override': 'Prezzo forzato',
  'bookings.export.csv': 'Prenotazioni esportate (CSV)',
  'performers.create': 'Performer aggiunto',
  'performers.update': 'Performer modificato',
  'performers.delete': 'Performer eliminato',
  'performers.reorder': 'Ordine dei performer cambiato',
  'performers.feed': 'Calendario del performer revocato',
  'performers.time-off': 'Giorni liberi aggiunti',
  'performers.time-off.delete': 'Giorni liberi tolti',
  'performers.profile.submit': 'Modifiche al profilo proposte dal performer',
  'performers.profile.approve': 'Modifiche al profilo approvate',
  'performers.profile.return': 'Modifiche al profilo rimandate al performer',
  'upload.photo': 'Foto caricata',
  'pricing.create': 'Prezzo aggiunto',
  'pricing.update': 'Prezzo modificato',
  'pricing.delete': 'Prezzo eliminato',
  'pricing-parameters.create': 'Parametro aggiunto',
  'pricing-parameters.update': 'Parametro modificato',
  'pricing-parameters.delete': 'Parametro eliminato',
  'advance-rate.update': 'Percentuale dell’acconto cambiata',
  'contacts.status': 'Messaggio aggiornato',
  'contacts.delete': 'Messaggi eliminati',
  'applications.status': 'Candidatura aggiornata',
  'applications.delete': 'Candidature eliminate',
  'staff.passkeys.delete': 'Passkey di una persona eliminata',
  'outbox.retry': 'E-mail rimessa in coda',
  'sessions.delete': 'Sessione chiusa',
  'calendar-feed.create': 'Link del calendario rinnovato',
  'seed-database.create': 'Dati di esempio caricati',
  'payment-methods.update': 'Metodi di pagamento cambiati',
  'currency-rates.update': 'Cambi delle valute impostati',
  'agency-channels.update': 'Contatti WhatsApp, LINE e telefono cambiati',
  'reviews.publish': 'Recensione pubblicata',
  'reviews.hide': 'Recensione nascosta',
  'reviews.reply': 'Risposta a una recensione',
  'sign-in': 'Accesso',
  'sign-in.failed': 'Accesso non riuscito',
  'logout.create': 'Uscita',
  'staff.create': 'Persona invitata',
  'staff.update': 'Persona modificata',
  'staff.invite': 'Nuovo invito',
  'passkeys.register': 'Passkey registrata',
  'passkeys.delete': 'Passkey eliminata',
};

/** Whether the panel has Italian words for an action (every action an admin route records: labels.test.ts). */
export const knowsAction = (action: string): boolean => action in ACTION_WORDS || action === 'bookings.status';

/** What an entry did, in Italian where the panel knows the action, else the action's name. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'changes'>): string {
  if (entry.action === 'bookings.status') {
    const to = entry.changes.find((c) => c.field === 'status')?.to;
    return labelFor(AGENCY_STATUS_CHANGE_WORDS, to) ?? 'Stato cambiato';
  }
  return ACTION_WORDS[entry.action] ?? entry.action;
}

/** A history line: "Confermata da Giulia, 14/03/2026 21:05 (stato: pending → confirmed)". */
export function historyLine(entry: AuditEntry): string {
  const line = `${actionLabel(entry)} da ${entry.actor}, ${formatDateTime(entry.at)}`;
  return entry.changes.length > 0 ? `${line} (${changesText(entry)})` : line;
}

// A booking's fields as the record names them (its columns, its performers, the Confirm dialog's changes).
const FIELD_WORDS: Record<string, string> = {
  id: 'codice',
  customerName: 'nome del cliente',
  customerEmail: 'e-mail del cliente',
  customerPhone: 'telefono del cliente',
  performerId: 'performer principale',
  performerName: 'nome del performer',
  performers: 'performer',
  stripperIds: 'spogliarellisti',
  waiterIds: 'camerieri',
  serviceType: 'servizio',
  performanceStyle: 'stile dello spettacolo',
  occasion: 'occasione',
  eventDate: 'data',
  eventTime: 'ora',
  duration: 'durata (minuti)',
  totalPrice: 'totale',
  advanceAmount: 'acconto',
  cashAmount: 'contanti',
  advancePercent: 'percentuale dell’acconto',
  specialRequests: 'richieste del cliente',
  location: 'città',
  address: 'indirizzo',
  venueType: 'tipo di locale',
  soundSystem: 'impianto audio',
  additionalData: 'servizi scelti',
  performerNote: 'nota per i performer',
  status: 'stato',
  advanceStatus: 'stato dell’acconto',
  advanceSlip: 'ricevuta del bonifico',
  advanceSlipReference: 'riferimento bancario della ricevuta',
  source: 'origine',
  priceOverrideReason: 'motivo del prezzo forzato',
  enginePrice: 'prezzo del listino',
  holdExempt: 'esente dalla scadenza',
  locale: 'lingua',
  finalStatus: 'stato finale',
  priceOverride: 'prezzo forzato',
  notifyCustomer: 'avvisa il cliente',
  updates: 'modifiche',
};

/** Whether the panel has Italian words for a field of the record (every booking field and Confirm dialog change: labels.test.ts). */
export const knowsField = (field: string): boolean => field in FIELD_WORDS;

/** A changed field's name in Italian where the panel knows it, else its key. */
export const fieldLabel = (field: string): string => FIELD_WORDS[field] ?? field;

/** Changed fields as short text: "stato: pending → cancelled". */
export function changesText(entry: Pick<AuditEntry, 'changes'>): string {
  return entry.changes
    .map((c) => {
      const field = fieldLabel(c.field);
      return c.from !== undefined || c.to !== undefined ? `${field}: ${c.from ?? '—'} → ${c.to ?? '—'}` : field;
    })
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
