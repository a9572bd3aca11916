/** Starting an admin session after a sign-in (password or passkey): a fresh token, never the browser's old one. */
import type { APIContext } from 'astro';
import type { StaffRole } from '@db/schema';
import { clearPreSessionToken } from '@/lib/server/csrf';
import type { Db } from '@/lib/server/db';
import { appendAudit } from '@/lib/server/audit';
import { clientAddress } from '@/lib/server/request';
import { createSession, deleteSession, pruneSessions, setSessionCookies } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';
import * as clock from '@/lib/clock';

/** Ends any session the browser had (session fixation), opens one for the person, sets the cookies and records the sign-in. */
export function startSession(
  db: Db,
  context: Pick<APIContext, 'locals' | 'cookies' | 'request' | 'clientAddress'>,
  person: { staffId: string | null; role: StaffRole },
  method: 'password' | 'passkey',
): void {
  if (context.locals.adminSession) deleteSession(db, context.locals.adminSession.id);
  pruneSessions(db);
  const secure = isHttpsSite();
  const { token, session } = createSession(db, clock.now(), { ...person, userAgent: context.request.headers.get('user-agent') });
  context.locals.adminSession = session;
  setSessionCookies(context.cookies, secure, token, session.expiresAt);
  clearPreSessionToken(context.cookies, secure);
  appendAudit(db, {
    actor: { staffId: person.staffId, name: session.name, role: session.role },
    action: 'sign-in',
    target: method,
    ip: clientAddress(context),
  });
}
