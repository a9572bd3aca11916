import { loginVerifySchema } from '@/features/admin/passkeys.schema';
import { authenticate, limitPasskeyStep } from '@/features/admin/passkeys.server';
import { startSession } from '@/features/admin/sign-in.server';
import { appendAudit, UNKNOWN_PASSKEY_ACTOR } from '@/lib/server/audit';
import { getDb } from '@/lib/server/db';
import { openAdminRoute, requireCsrf } from '@/lib/server/guards';
import { HttpError, json, route } from '@/lib/server/http';
import { clientAddress, clientKey, readJson } from '@/lib/server/request';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

export const prerender = false;

/** Signs in with a passkey: a new session for its person; 403 for a disabled person, 400 for anything unverified (both recorded). */
export const POST = openAdminRoute(
  route(async (context) => {
    requireCsrf(context);
    limitPasskeyStep(getDb(), 'verify', clientKey(context));
    const body = await readJson(context.request, { schema: loginVerifySchema, limit: 32 * 1024 });
    const db = getDb();
    try {
      const person = await authenticate(db, {
        challengeId: body.challengeId,
        response: body.response as unknown as AuthenticationResponseJSON,
        origin: context.request.headers.get('origin'),
      });
      startSession(db, context, { staffId: person.id, role: person.role }, 'passkey');
      return json({ isAdmin: true });
    } catch (error) {
      if (error instanceof HttpError)
        appendAudit(db, {
          actor: UNKNOWN_PASSKEY_ACTOR,
          action: 'sign-in.failed',
          target: 'passkey',
          ip: clientAddress(context),
        });
      throw error;
    }
  }),
);
