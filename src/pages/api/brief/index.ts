import { briefBody } from '@/features/party-brief/brief.schema';
import { submitBrief } from '@/features/party-brief/brief.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Writes or changes the party brief of the link's booking: 200 {openUntil}; 400 with the problems (in the
 * booking's language) or a bad link; 409 for a cancelled booking or once the brief is closed (6 h before).
 */
export const POST = route(async (context) => {
  const { token, locale = 'en', ...input } = await readJson(context.request, { schema: briefBody, limit: 32 * 1024 });
  return json(submitBrief(getDb(), token, input, locale));
});
