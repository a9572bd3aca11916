import { statusHandler } from '@/features/inbox/inbox.handlers';

export const prerender = false;

/** Sets the status of one of the contacts: new, read, replied or archived. */
export const PATCH = statusHandler('contacts', { role: 'staff' });
