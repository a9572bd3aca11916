/**
 * The application form's choices and limits, without zod: the form shows them before its validation
 * is loaded; application.schema.ts checks answers against the same values.
 */

/** What an applicant can apply for (spec section 3), in form order. */
export const INTERESTS = ['Becoming a Male Stripper', 'Becoming a Topless Waiter'] as const;

/** The youngest age we accept. */
export const MINIMUM_AGE = 18;

/** Field limits, also used as maxLength on the inputs. */
export const APPLICATION_LIMITS = { name: 100, stageName: 100, email: 254, phone: 40, age: 3, additionalDetails: 2000 } as const;
