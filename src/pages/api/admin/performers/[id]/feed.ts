import { findPerformer, performerNotFound, revokePerformerFeed } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json } from '@/lib/server/http';

export const prerender = false;

/** The agency revokes a performer's private calendar feed (its link stops at once) → {revoked}: false when there was none. */
export const DELETE = withAdmin(
  ({ params }) => {
    const db = getDb();
    const performer = found(findPerformer(db, params.id ?? ''), performerNotFound);
    return json({ revoked: revokePerformerFeed(db, performer.id) });
  },
  { role: 'owner' },
);
