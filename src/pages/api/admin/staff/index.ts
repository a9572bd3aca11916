import { inviteStaffSchema } from '@/features/admin/staff.schema';
import { inviteStaff, listStaff } from '@/features/admin/staff.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The agency's people with their role, state, passkey count and whether an invitation is open. */
export const GET = withAdmin(() => json(listStaff(getDb())), { role: 'owner' });

/** Invites a person {name, email, role}: 201 and an e-mailed single-use link (72 hours) to register a passkey; 409 for a known address. */
export const POST = withAdmin(
  async ({ request, locals }) => {
    const person = inviteStaff(getDb(), await readJson(request, { schema: inviteStaffSchema, limit: 2048 }));
    locals.audit = { target: `staff ${person.id}`, changes: [{ field: 'role', to: person.role }] };
    return json(person, 201);
  },
  { role: 'owner' },
);
