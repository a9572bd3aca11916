import { handleShareReport } from '@/features/advance/report-share.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey } from '@/lib/server/request';

export const prerender = false;

/** A guest's "I have paid" from her share link: multipart `token`, optional `method` and `slip` → the share. */
export const POST = route(async (context) => json(await handleShareReport(getDb(), context.request, clientKey(context))));
