import { findStaff, listStaff, sendInvitation } from '@/features/admin/staff.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, found, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { personNotFound } from '@/features/admin/agency-errors.server';

export const prerender = false;

/** Sends a person a new invitation (after an expired one, or to register a new device); earlier links stop working. */
export const POST = withAdmin(
  async ({ request, params }) => {
    await readJson(request, { limit: 1024 });
    const person = found(findStaff(getDb(), params.id ?? ''), personNotFound);
    if (person.disabled) throw refuse(409, { code: 'person_disabled', params: {} });
    sendInvitation(getDb(), person);
    return json(
      listStaff(getDb()).find((p) => p.id === person.id),
      201,
    );
  },
  { role: 'owner' },
);
