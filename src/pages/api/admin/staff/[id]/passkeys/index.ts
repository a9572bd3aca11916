import { passkeysOf } from '@/features/admin/passkeys.server';
import { findStaff } from '@/features/admin/staff.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json } from '@/lib/server/http';
import { personNotFound } from '@/features/admin/agency-errors.server';

export const prerender = false;

/** A person's passkeys for the owner (id, transports, created, last used); 404 for an unknown person. */
export const GET = withAdmin(
  ({ params }) => {
    const person = found(findStaff(getDb(), params.id ?? ''), personNotFound);
    return json(passkeysOf(getDb(), person.id));
  },
  { role: 'owner' },
);
