// Registro attività and Storico speak the reader's language: every action an admin route records has its words, and
// every field, status and target is said in words, never as a key or an id.
import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { agencyConfirmationSchema, agencyConfirmationUpdatesSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { describeWrite, UNRECORDED_BOOKING_COLUMNS } from '@/lib/server/audit';
import { apiRoutes, verbsOf } from '@test/router';
import { actionFilters, actionLabel, changesText, historyLine, knowsAction, knowsField, targetText } from './labels';

// Read-only verbs are not recorded; passkey ceremonies record their own actions (passkeys.register, sign-in).
const UNRECORDED = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);
const CEREMONY = /^(login|passkeys\.(login|register))\./;

describe("the record in the reader's language", () => {
  it('names every action an admin write records', async () => {
    const unknown: string[] = [];
    for (const route of apiRoutes) {
      const params: Record<string, string> = {};
      const path = route.path((name) => (params[name] = `x-${name}`));
      if (!/^\/api\/(admin|upload)\//.test(path)) continue;
      for (const verb of await verbsOf(route)) {
        if (UNRECORDED.has(verb)) continue;
        const { action } = describeWrite(path, verb, params);
        if (!CEREMONY.test(action) && !knowsAction(action)) unknown.push(`${verb} ${path}: ${action}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('says every group of the action filter in Italian, English and Thai, never by its name', () => {
    for (const locale of ['it', 'en', 'th'] as const) {
      const [all, ...groups] = actionFilters(locale);
      expect(all?.value).toBe('');
      for (const group of groups) expect(group.label, `${locale} ${group.value}`).not.toBe(group.value);
    }
    expect(actionFilters('it').map((c) => c.label)).toContain('Parametri');
  });

  it('reads raw keys as words, in Italian, English or Thai', () => {
    expect(actionLabel({ action: 'performers.create', changes: [] }, 'it')).toBe('Performer aggiunto');
    expect(actionLabel({ action: 'upload.photo', changes: [] }, 'en')).toBe('Photo uploaded');
    expect(actionLabel({ action: 'bookings.update', changes: [] }, 'th')).toBe('แก้ไขการจอง');
    expect(actionLabel({ action: 'bookings.status', changes: [{ field: 'status', from: 'pending', to: 'cancelled' }] }, 'en')).toBe(
      'Cancelled',
    );
  });

  it('says the statuses a booking went between and its target in words, not as stored keys or ids', () => {
    const entry = {
      id: 1,
      at: '2026-03-14T14:05:00.000Z',
      actor: 'Giulia',
      staffId: null,
      role: 'staff',
      action: 'bookings.advance',
      target: 'booking 1234abcd',
      ip: null,
      changes: [
        { field: 'advanceStatus', from: 'unpaid', to: 'received' },
        { field: 'selectedMaleStripper', from: 'none', to: 'duo' },
      ],
    };
    expect(historyLine(entry, 'it')).toBe(
      'Acconto aggiornato da Giulia, 14/03/2026, 21:05 (stato dell’acconto: Acconto non pagato → Acconto ricevuto; servizio di spogliarello: nessuno → DUO)',
    );
    expect(historyLine(entry, 'en')).toBe(
      'Advance updated by Giulia, 14/03/2026, 21:05 (advance status: Advance unpaid → Advance received; stripper service: none → DUO)',
    );
    expect(targetText({ kind: 'review', name: 'AB12CD34' }, 'it')).toBe('Recensione della prenotazione #AB12CD34');
    expect(targetText({ kind: 'booking', name: 'AB12CD34' }, 'th')).toBe('การจอง #AB12CD34');
    // A sign-in's way in, which the server names without a record.
    expect(targetText({ kind: 'sign_in_password', name: '' }, 'th')).toBe('รหัสผ่าน');
    expect(targetText({ kind: 'sign_in_passkey', name: '' }, 'th')).toBe('พาสคีย์');
  });

  it('names every booking field the record keeps and every change of the Confirm dialog in Italian words', () => {
    const fields = [
      ...Object.keys(getTableColumns(bookings)).filter((c) => !UNRECORDED_BOOKING_COLUMNS.has(c)),
      'performers',
      ...Object.keys(agencyConfirmationSchema.shape),
      ...Object.keys(agencyConfirmationUpdatesSchema.shape),
    ];
    expect(fields.filter((f) => !knowsField(f))).toEqual([]);
    expect(changesText({ changes: [{ field: 'duration', from: '60', to: '300' }, { field: 'customerEmail' }] }, 'it')).toBe(
      'durata (minuti): 60 → 300; e-mail del cliente',
    );
  });
});
