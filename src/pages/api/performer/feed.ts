import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { performerFeedStatus, rotatePerformerFeed } from '@/features/performer-portal/performer-feed.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** Whether the signed-in performer has a calendar feed, and since when (the URL itself is shown only when made). */
export const GET = route((context) => {
  const db = getDb();
  return json(performerFeedStatus(db, requirePerformer(db, context).id));
});

/** Makes the performer a new private feed URL (`{ url }`), ending the old one. */
export const POST = route((context) => {
  const db = getDb();
  return json(rotatePerformerFeed(db, requirePerformer(db, context).id), 201);
});
