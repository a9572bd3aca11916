import { partnerSchema } from '@/features/partners/partner.schema';
import { createPartner, listPartners } from '@/features/partners/partners.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Every partner with its code and terms (owner only). */
export const GET = withAdmin(() => json(listPartners(getDb())), { role: 'owner' });

/** Adds a partner: 201; 400 for a bad field, 409 when the code is taken. */
export const POST = withAdmin(
  async ({ request }) => json(createPartner(getDb(), await readJson(request, { schema: partnerSchema })), 201),
  {
    role: 'owner',
  },
);
