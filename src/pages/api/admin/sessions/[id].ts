import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, found, json } from '@/lib/server/http';
import { deleteSession, sessionsOf } from '@/lib/server/session';

export const prerender = false;

/** Ends one of the signed-in person's own sessions (another person's answers 404). */
export const DELETE = withAdmin(
  ({ params }, session) => {
    const own = found(
      sessionsOf(getDb(), session.staffId).find((s) => s.id === params.id),
      () => refuse(404, { code: 'session_not_found', params: {} }),
    );
    deleteSession(getDb(), own.id);
    return json({ success: true });
  },
  { role: 'staff' },
);
