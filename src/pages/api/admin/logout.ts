import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { clearSessionCookies, deleteSession } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';

export const prerender = false;

/** Ends the session: deletes it from the database and deletes the cookies. */
export const POST = withAdmin(
  (context, session) => {
    deleteSession(getDb(), session.id);
    context.locals.adminSession = null;
    clearSessionCookies(context.cookies, isHttpsSite());
    return json({ isAdmin: false });
  },
  { role: 'staff' },
);
