import { deletePasskey } from '@/features/admin/passkeys.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, found, json } from '@/lib/server/http';

export const prerender = false;

/**
 * Deletes one passkey of a person (a lost device) and ends that person's sessions (but the caller's own);
 * answers `{ left }`, the passkeys they still have: with 0 they need a new invitation to sign in again.
 */
export const DELETE = withAdmin(
  ({ params, locals }, session) => {
    const passkeyId = params.passkeyId ?? '';
    const result = found(deletePasskey(getDb(), params.id ?? '', passkeyId, session.id), () =>
      refuse(404, { code: 'passkey_not_found', params: {} }),
    );
    locals.audit = {
      action: 'passkeys.delete',
      changes: [
        { field: 'passkey', from: passkeyId.slice(-8) },
        { field: 'left', to: String(result.left) },
      ],
    };
    return json(result);
  },
  { role: 'owner' },
);
