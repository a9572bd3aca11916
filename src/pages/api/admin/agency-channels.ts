import { agencyChannelsSchema } from '@/features/reach-agency/agency-channels.schema';
import { agencyChannels, setAgencyChannels } from '@/features/reach-agency/agency-channels.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The agency's channels the customer reaches it by: `{ whatsapp, line, phone }` ('' when not set). */
export const GET = withAdmin(() => json(agencyChannels(getDb())), { role: 'owner' });

/** Stores the channels → the stored channels; 400 with each field's Italian message otherwise. */
export const PUT = withAdmin(
  async ({ request }) => json(setAgencyChannels(getDb(), await readJson(request, { schema: agencyChannelsSchema, limit: 1024 }))),
  { role: 'owner' },
);
