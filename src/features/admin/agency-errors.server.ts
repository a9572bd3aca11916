/** The agency's coded refusals as the admin routes throw them (the panel says them in Italian: agency-errors.ts). */
import { refuse, type HttpError } from '@/lib/server/http';

/** The 404 of an unknown person of the staff: 'Person not found', code `person_not_found`. */
export const personNotFound = (): HttpError => refuse(404, { code: 'person_not_found', params: {} });

/** The 410 of an invitation that is expired or used: code `invitation_used`. */
export const invitationUsed = (): HttpError => refuse(410, { code: 'invitation_used', params: {} });
