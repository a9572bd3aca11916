import { deleteHandler, listHandler } from '@/features/inbox/inbox.handlers';

export const prerender = false;

/** Applications newest first, paginated: ?page&pageSize&status. */
export const GET = listHandler('applications', { role: 'staff' });

/** Deletes one or many applications: {ids: [...]}. */
export const DELETE = deleteHandler('applications', { role: 'owner' });
