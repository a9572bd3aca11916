/** Bodies of the staff routes, shared by the routes and the panel's "Staff" tab. */
import { z } from 'zod';

/** The two roles: owner (everything) and staff (the daily work). */
export const staffRoleSchema = z.enum(['owner', 'staff'], { error: 'role must be owner or staff' });

/** POST /api/admin/staff: invite a person. */
export const inviteStaffSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(254, 'email must be at most 254 characters')
    .pipe(z.email({ error: 'email must be an e-mail address' })),
  role: staffRoleSchema,
});

/** PATCH /api/admin/staff/{id}: change the role, disable or enable, let edit the site's texts (Contenuti) or not. */
export const updateStaffSchema = z
  .object({
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    canEditContent: z.boolean({ error: 'canEditContent must be true or false' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.canEditContent !== undefined, {
    error: 'Send role, disabled or canEditContent',
  });
