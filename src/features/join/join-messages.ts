/** The application form's toasts (spec section 8). */

/** Shown when the application was received. */
export const APPLICATION_SENT = {
  title: 'Application Submitted Successfully',
  description: "We'll review your application and contact you within 48 hours",
} as const;

/** Shown when it could not be sent (a rate limit gives its own reason instead). */
export const APPLICATION_FAILED = {
  title: 'Failed to Submit Application',
  description: 'Please try again or contact us directly',
} as const;
