import { partnerSchema } from '@/features/partners/partner.schema';
import { findPartner, partnerNotFound, updatePartner } from '@/features/partners/partners.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json, parse } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Changes a partner (fields left out keep their value; `{ "active": false }` deactivates it): 404, 400, 409 on a taken code. */
export const PATCH = withAdmin(
  async ({ request, params }) => {
    // The body is read first: a malformed one is a 400 (or 413, 415) whatever the id.
    const body = await readJson(request);
    const db = getDb();
    const { id, createdAt: _created, ...stored } = found(findPartner(db, params.id ?? ''), partnerNotFound);
    const input = parse(partnerSchema, { ...stored, ...(body as object) });
    return json(updatePartner(db, id, input));
  },
  { role: 'owner' },
);
