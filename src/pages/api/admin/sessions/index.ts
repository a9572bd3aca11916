import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { sessionsOf } from '@/lib/server/session';

export const prerender = false;

/** The signed-in person's own open sessions, newest first, this one marked `current`. */
export const GET = withAdmin(
  (_context, session) =>
    json(
      sessionsOf(getDb(), session.staffId).map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        userAgent: s.userAgent,
        current: s.id === session.id,
      })),
    ),
  { role: 'staff' },
);
