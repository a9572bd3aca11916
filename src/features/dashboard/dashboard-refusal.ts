/** The dashboard's failure texts: a refusal's words (dashboard-errors.ts) are loaded when one comes, so the page ships none of them. */
import { ApiError } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';
import { sayRefusal } from '@/lib/say-refusal';

/** What the dashboard says for a failed request in `locale`: an API refusal from its code; anything else `otherwise`. */
export async function dashboardFailure(error: unknown, locale: Locale, otherwise: string): Promise<string> {
  if (!(error instanceof ApiError)) return otherwise;
  try {
    return sayRefusal(error, (await import('./dashboard-errors')).DASHBOARD_PAGE_ERRORS, locale);
  } catch {
    // The words could not load (the connection dropped): the server's own.
    return error.serverMessage;
  }
}
