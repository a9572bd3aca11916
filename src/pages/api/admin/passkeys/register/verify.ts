import { registerVerifySchema } from '@/features/admin/passkeys.schema';
import { limitPasskeyStep, registerPasskey } from '@/features/admin/passkeys.server';
import { startSession } from '@/features/admin/sign-in.server';
import { invitationHolder, useInvitation } from '@/features/admin/staff.server';
import { invitationUsed } from '@/features/admin/agency-errors.server';
import { appendAudit } from '@/lib/server/audit';
import { getDb } from '@/lib/server/db';
import { openAdminRoute, requireCsrf, unauthorized } from '@/lib/server/guards';
import { json, route } from '@/lib/server/http';
import { clientAddress, clientKey, readJson } from '@/lib/server/request';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';

export const prerender = false;

/** Stores the new passkey; from an invitation it uses the link up and signs the person in. */
export const POST = openAdminRoute(
  route(async (context) => {
    requireCsrf(context);
    limitPasskeyStep(getDb(), 'verify', clientKey(context));
    const body = await readJson(context.request, { schema: registerVerifySchema, limit: 32 * 1024 });
    const db = getDb();
    const session = context.locals.adminSession;
    const person = body.token ? invitationHolder(db, body.token) : null;
    if (body.token && !person) throw invitationUsed();
    const staffId = person?.id ?? session?.staffId;
    if (!staffId) throw unauthorized();
    const token = person ? body.token : undefined;
    await registerPasskey(db, {
      challengeId: body.challengeId,
      response: body.response as unknown as RegistrationResponseJSON,
      staffId,
      origin: context.request.headers.get('origin'),
      // The invitation is used up in the passkey's own transaction: of two registrations racing on one
      // invitation, the second stores nothing.
      claim: (tx) => {
        if (token && !useInvitation(tx, token)) throw invitationUsed();
      },
    });
    if (person && token) {
      appendAudit(db, {
        actor: { staffId, name: person.name, role: person.role },
        action: 'passkeys.register',
        target: `staff ${staffId}`,
        ip: clientAddress(context),
      });
      startSession(db, context, { staffId, role: person.role }, 'passkey');
    } else if (session) {
      appendAudit(db, {
        actor: { staffId, name: session.name, role: session.role },
        action: 'passkeys.register',
        target: `staff ${staffId}`,
        ip: clientAddress(context),
      });
    }
    return json({ isAdmin: true }, 201);
  }),
);
