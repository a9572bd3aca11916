import { applicationSchema } from '@/features/join/application.schema';
import { submitApplication } from '@/features/join/application.server';
import { publicFormRoute } from '@/lib/server/public-form';

export const prerender = false;

/** A performer application from /join: 201 {id} once stored (the agency is e-mailed). */
export const POST = publicFormRoute('application', applicationSchema, submitApplication);
