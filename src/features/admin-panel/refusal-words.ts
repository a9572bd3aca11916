/**
 * The panel's words for a refusal (lib/panel-refusal.ts, every `error_<code>` in three languages: about 30 KB of script)
 * load with the first refusal the panel meets, not with its first screen: adminRequest waits for them before it throws
 * a refused call's ApiError, so every error the panel says is already in the reader's language.
 */
import type { AnswerReason } from '@/lib/api-client';
import type { panelRefusal } from '@/lib/panel-refusal';
import type { PanelLocale } from '@db/locales';

let say: typeof panelRefusal | undefined;

/** Loads the refusal words once (a failed load leaves the server's own words to be shown). */
export async function loadRefusalWords(): Promise<void> {
  try {
    say ??= (await import('@/lib/panel-refusal')).panelRefusal;
  } catch {
    // Offline or a new deployment's files: the caller shows the server's words.
  }
}

/** The panel's words by code (lib/say-refusal.ts): a refusal in `locale` once they are loaded; undefined before, or for a code they do not say. */
export const panelWords = (answer: AnswerReason, locale: PanelLocale): string | undefined => say?.(answer, locale);
