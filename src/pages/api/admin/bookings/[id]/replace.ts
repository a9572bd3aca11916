import { replacementQuerySchema, replacementSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { replacementOptions, replacePerformer } from '@/features/manage-bookings/replacement.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** "Sostituisci": the performers free at the booking's time, of its city and role, who could take `?from=`'s place, with their answers. */
export const GET = withAdmin(
  ({ params, url }) => {
    const { from } = parse(replacementQuerySchema, Object.fromEntries(url.searchParams));
    return json(replacementOptions(getDb(), params.id ?? '', from));
  },
  { role: 'staff' },
);

/** Moves the booking from `from` to `to` (`{ from, to }`) in one transaction; answers the booking. */
export const POST = withAdmin(
  async ({ request, params, locals }) => {
    const { from, to } = await readJson(request, { schema: replacementSchema, limit: 1024 });
    const done = replacePerformer(getDb(), params.id ?? '', from, to);
    // The record names the performers by their stage names (never a customer's data).
    locals.audit = { changes: [{ field: 'performers', from: done.from.name, to: done.to.name }] };
    return json(done.booking);
  },
  { role: 'staff' },
);
