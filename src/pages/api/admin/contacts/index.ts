import { deleteHandler, listHandler } from '@/features/inbox/inbox.handlers';

export const prerender = false;

/** Contacts newest first, paginated: ?page&pageSize&status. */
export const GET = listHandler('contacts', { role: 'staff' });

/** Deletes one or many contact messages: {ids: [...]}. */
export const DELETE = deleteHandler('contacts', { role: 'owner' });
