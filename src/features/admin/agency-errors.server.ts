/** The agency's coded refusals as the admin routes throw them (the panel says them in Italian: agency-errors.ts). */
import { agencyError, type HttpError } from '@/lib/server/http';
import { AGENCY_ERRORS } from './agency-errors';

/** The 404 of an unknown person of the staff: 'Person not found', code `person_not_found`. */
export const personNotFound = (): HttpError => agencyError(404, AGENCY_ERRORS, { code: 'person_not_found', params: {} });
