import { performerSchema } from '@/features/performers/performer.schema';
import { createPerformer, listAllPerformers } from '@/features/performers/manage-performers.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Every performer, including unavailable ones, in display order. */
export const GET = withAdmin(() => json(listAllPerformers(getDb())), { role: 'staff' });

/** Adds a performer (name, description and imageUrl required); 201 with the stored row. */
export const POST = withAdmin(
  async ({ request }) => {
    return json(createPerformer(getDb(), await readJson(request, { schema: performerSchema })), 201);
  },
  { role: 'owner' },
);
