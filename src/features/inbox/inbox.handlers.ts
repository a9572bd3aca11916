/** The handlers of the two inbox resources (contacts, applications); their routes only pick one. */
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError, queryObject } from '@/lib/server/http';
import { readBody, validate } from '@/features/admin/body';
import { inboxQuerySchema, inboxStatusSchema } from './inbox.schema';
import { listInbox, setInboxStatus, type InboxKind } from './inbox.server';

const NOT_FOUND: Record<InboxKind, string> = { contacts: 'Contact message not found', applications: 'Application not found' };

/** GET: one page, newest first ({items, total, totalPages}). */
export const listHandler = (kind: InboxKind) =>
  withAdmin(({ url }) => {
    const query = validate(inboxQuerySchema, queryObject(url));
    if (!query.ok) return query.response;
    return json(listInbox(getDb(), kind, query.data));
  });

/** PATCH {status}: new, read, replied or archived. */
export const statusHandler = (kind: InboxKind) =>
  withAdmin(async ({ request, params }) => {
    const input = await readBody(request, inboxStatusSchema);
    if (!input.ok) return input.response;
    return setInboxStatus(getDb(), kind, params.id ?? '', input.data.status)
      ? json({ success: true, status: input.data.status })
      : jsonError(404, NOT_FOUND[kind]);
  });
