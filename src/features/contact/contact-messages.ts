/** The contact form's toasts (spec section 8); the reply time is the agency's one setting (CONTACT_REPLY_HOURS). */
import { site } from '@/lib/site';

/** Shown when the inquiry was received. */
export const CONTACT_SENT = {
  title: 'Message Sent Successfully',
  description: `Thank you for your inquiry! We'll respond within ${site.replyHours} hours.`,
} as const;

/** Shown when it could not be sent (any failure but a rate limit, which gives its own reason). */
export const CONTACT_FAILED = {
  title: 'Failed to Send Message',
  description: 'Please try again or contact us directly.',
} as const;
