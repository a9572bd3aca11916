import { agencyShareNotFound, receiveShare } from '@/features/advance/shares.server';
import { receiveShareSchema } from '@/features/advance/shares.schema';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Marks a share received `{ status: "received" }` → the share; 404 for no such share, 409 when already received. */
export const POST = withAdmin(
  async ({ request, params }) => {
    await readJson(request, { schema: receiveShareSchema, limit: 1024 });
    const number = Number(params.number);
    if (!Number.isInteger(number) || number < 1) throw agencyShareNotFound();
    return json(receiveShare(getDb(), params.id ?? '', number));
  },
  { role: 'staff' },
);
