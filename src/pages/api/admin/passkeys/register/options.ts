import { registerOptionsSchema } from '@/features/admin/passkeys.schema';
import { limitPasskeyStep, registrationOptions } from '@/features/admin/passkeys.server';
import { findStaff, invitationHolder } from '@/features/admin/staff.server';
import { invitationUsed } from '@/features/admin/agency-errors.server';
import { getDb } from '@/lib/server/db';
import { openAdminRoute, requireCsrf, unauthorized } from '@/lib/server/guards';
import { refuse, json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** Registration options: for the holder of an open invitation {token}, or for the signed-in person (a second device). */
export const POST = openAdminRoute(
  route(async (context) => {
    requireCsrf(context);
    limitPasskeyStep(getDb(), 'options', clientKey(context));
    const { token } = await readJson(context.request, { schema: registerOptionsSchema, limit: 1024 });
    const db = getDb();
    const session = context.locals.adminSession;
    const person = token ? invitationHolder(db, token) : session?.staffId ? findStaff(db, session.staffId) : null;
    if (token && !person) throw invitationUsed();
    if (!person) throw session ? refuse(400, { code: 'passkey_owner_without_person', params: {} }) : unauthorized();
    return json(await registrationOptions(db, person));
  }),
);
