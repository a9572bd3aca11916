/**
 * The record's words in the reader's language (the panel's catalogues, messages/panel/*.json): an action as the
 * history line says it ("Confermata da Giulia, 14/03 21:05"), each changed field and the statuses it went between,
 * and the target, named, never by its id.
 */
import type { PanelLocale } from '@db/locales';
import { STRIPPER_TITLES, WAITER_TITLES } from '@/content/services';
import { formatDateTime } from '@/lib/dates';
import { actorName } from '@/lib/actor-names';
import { AUDIT_WORDS, wordOf } from '@/lib/panel-families';
import { audit_all, audit_history_line, audit_status_changed, audit_target_other } from '@/paraglide-panel/messages';
import type { AuditEntry } from './team-api';

// A message by its key, when the catalogues have it (actions, fields and values are looked up by their stored names).
const messageOf = (key: string) => wordOf(AUDIT_WORDS, key);
const keyOf = (prefix: string, name: string) => prefix + name.replace(/[^A-Za-z0-9]+/g, '_');

/** Whether the panel has words for an action (every action an admin route records: labels.test.ts). */
export const knowsAction = (action: string): boolean => action === 'bookings.status' || Boolean(messageOf(keyOf('audit_action_', action)));

// The action filter's groups: each keeps the recorded actions that start with it, and is said by `audit_filter_<group>`.
const ACTION_GROUPS = ['bookings', 'performers', 'pricing', 'pricing-parameters', 'staff', 'sign-in', 'outbox'];

/** The action filter's choices in the reader's language: all actions, then each group (its name where words are missing). */
export const actionFilters = (locale: PanelLocale): { value: string; label: string }[] => [
  { value: '', label: audit_all({}, { locale }) },
  ...ACTION_GROUPS.map((value) => ({ value, label: messageOf(keyOf('audit_filter_', value))?.({}, { locale }) ?? value })),
];

/** What an entry did, in the reader's language where the panel knows the action, else the action's name. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'changes'>, locale: PanelLocale): string {
  if (entry.action === 'bookings.status') {
    const to = entry.changes.find((c) => c.field === 'status')?.to;
    return (to && messageOf(keyOf('audit_status_to_', to))?.({}, { locale })) ?? audit_status_changed({}, { locale });
  }
  return messageOf(keyOf('audit_action_', entry.action))?.({}, { locale }) ?? entry.action;
}

/** A history line: "Confermata da Giulia, 14/03/2026 21:05 (stato: In attesa → Confermata)". */
export function historyLine(entry: AuditEntry, locale: PanelLocale): string {
  const line = audit_history_line(
    { action: actionLabel(entry, locale), actor: actorName(entry.actor, locale), when: formatDateTime(entry.at, locale) },
    { locale },
  );
  return entry.changes.length > 0 ? `${line} (${changesText(entry, locale)})` : line;
}

/** Whether the panel has words for a field of the record (every booking field and Confirm dialog change: labels.test.ts). */
export const knowsField = (field: string): boolean => Boolean(messageOf(keyOf('audit_field_', field)));

/** A changed field's name in the reader's language where the panel knows it, else its key. */
export const fieldLabel = (field: string, locale: PanelLocale): string =>
  messageOf(keyOf('audit_field_', field))?.({}, { locale }) ?? field;

const SERVICE_TITLES: Record<string, string> = { ...STRIPPER_TITLES, ...WAITER_TITLES };

/**
 * A recorded value in the reader's language where it is a word the panel knows (a status, yes or no, a role, no
 * service), a service by its card title (DUO), else as stored.
 */
export const valueText = (value: string, locale: PanelLocale): string =>
  messageOf(keyOf('audit_value_', value))?.({}, { locale }) ?? SERVICE_TITLES[value] ?? value;

/** Changed fields as short text: "stato: In attesa → Annullata". */
export function changesText(entry: Pick<AuditEntry, 'changes'>, locale: PanelLocale): string {
  const shown = (value: string | undefined) => (value === undefined ? '—' : valueText(value, locale));
  return entry.changes
    .map((c) => {
      const field = fieldLabel(c.field, locale);
      return c.from !== undefined || c.to !== undefined ? `${field}: ${shown(c.from)} → ${shown(c.to)}` : field;
    })
    .join('; ');
}

/** What an entry acted on, named for the reader ("Prenotazione #AB12CD34", "Performer Marco"); null when nothing. */
export function targetText(target: AuditEntry['targetName'], locale: PanelLocale): string | null {
  if (!target) return null;
  return (messageOf(keyOf('audit_target_', target.kind)) ?? audit_target_other)({ name: target.name }, { locale });
}
