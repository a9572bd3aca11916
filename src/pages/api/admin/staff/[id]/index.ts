import { updateStaffSchema } from '@/features/admin/staff.schema';
import { findStaff, updateStaff } from '@/features/admin/staff.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Changes a person's role, disables/enables them or lets them edit the site's texts {role?, disabled?, canEditContent?};
 * a change of role or disabling ends their sessions at once.
 */
export const PATCH = withAdmin(
  async ({ request, params, locals }, session) => {
    const change = await readJson(request, { schema: updateStaffSchema, limit: 1024 });
    const before = findStaff(getDb(), params.id ?? '');
    const person = updateStaff(getDb(), params.id ?? '', change, session.staffId);
    locals.audit = {
      changes: [
        ...(change.role ? [{ field: 'role', from: before?.role, to: person.role }] : []),
        ...(change.disabled !== undefined ? [{ field: 'disabled', from: String(before?.disabled), to: String(person.disabled) }] : []),
        ...(change.canEditContent !== undefined
          ? [{ field: 'canEditContent', from: String(before?.canEditContent), to: String(person.canEditContent) }]
          : []),
      ],
    };
    return json(person);
  },
  { role: 'owner' },
);
