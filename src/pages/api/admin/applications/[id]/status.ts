import { statusHandler } from '@/features/inbox/inbox.handlers';

export const prerender = false;

/** Sets the status of one of the applications: new, read, replied or archived. */
export const PATCH = statusHandler('applications', { role: 'staff' });
