// Registro attività speaks Italian: every action an admin route records has its words.
import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { agencyConfirmationSchema, agencyConfirmationUpdatesSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { describeWrite, UNRECORDED_BOOKING_COLUMNS } from '@/lib/server/audit';
import { apiRoutes, verbsOf } from '@test/router';
import { actionLabel, changesText, knowsAction, knowsField } from './labels';

// Read-only verbs are not recorded; passkey ceremonies record their own actions (passkeys.register, sign-in).
const UNRECORDED = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);
const CEREMONY = /^(login|passkeys\.(login|register))\./;

describe('the record in Italian', () => {
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

  it('reads raw keys as words', () => {
    expect(actionLabel({ action: 'performers.create', changes: [] })).toBe('Performer aggiunto');
    expect(actionLabel({ action: 'upload.photo', changes: [] })).toBe('Foto caricata');
    expect(actionLabel({ action: 'bookings.update', changes: [] })).toBe('Prenotazione modificata');
  });

  it('names every booking field the record keeps and every change of the Confirm dialog in Italian words', () => {
    const fields = [
      ...Object.keys(getTableColumns(bookings)).filter((c) => !UNRECORDED_BOOKING_COLUMNS.has(c)),
      'performers',
      ...Object.keys(agencyConfirmationSchema.shape),
      ...Object.keys(agencyConfirmationUpdatesSchema.shape),
    ];
    expect(fields.filter((f) => !knowsField(f))).toEqual([]);
    expect(changesText({ changes: [{ field: 'duration', from: '60', to: '300' }, { field: 'customerEmail' }] })).toBe(
      'durata (minuti): 60 → 300; e-mail del cliente',
    );
  });
});
