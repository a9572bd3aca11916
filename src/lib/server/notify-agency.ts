/**
 * Agency notifications for public forms. The submission is already stored when this runs, so a
 * mail failure (or a server that hangs) is logged and never turns a saved message into an error.
 */
import { agencyEmail, sendMail } from './mail';
import { logMessage } from './redact';

/** How long a request waits for the SMTP server before answering anyway. */
export const NOTIFY_TIMEOUT_MS = 10_000;

/** A notification: fixed subject (no customer text), text and escaped HTML bodies, validated Reply-To. */
export interface AgencyNotification {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** Sends the notification to AGENCY_EMAIL; true when sent, false (logged) when it failed or timed out. */
export async function notifyAgency(notification: AgencyNotification, what: string): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${NOTIFY_TIMEOUT_MS} ms`)), NOTIFY_TIMEOUT_MS);
  });
  try {
    await Promise.race([sendMail({ to: agencyEmail(), ...notification }), timeout]);
    return true;
  } catch (error) {
    console.error(`[mail] agency notification for ${what} failed (the submission is stored):`, logMessage(error));
    return false;
  } finally {
    clearTimeout(timer);
  }
}
