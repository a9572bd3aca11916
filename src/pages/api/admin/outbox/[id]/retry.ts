import { retryFailedMail } from '@/features/notifications/outbox.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Puts a failed message back in the queue (due now, tries from zero); 404 when no failed message has
 * that id. JSON body required (an empty object), like every admin write.
 */
export const POST = withAdmin(
  async ({ request, params }) => {
    await readJson(request, { limit: 1024 });
    if (!retryFailedMail(getDb(), params.id ?? '')) throw refuse(404, { code: 'failed_email_not_found', params: {} });
    return json({ success: true });
  },
  { role: 'owner' },
);
