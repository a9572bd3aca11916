/**
 * The panel's one way to say a failed call: lib/say-refusal.ts with the panel's refusal words (lib/panel-refusal.ts,
 * loaded with the first refusal: refusal-words.ts) in the reader's panel language, as a toast's text (errorText) or on
 * its form's fields (fieldErrors).
 */
import { sayFields, sayRefusal } from '@/lib/say-refusal';
import { panelWords } from './refusal-words';
import { $panelLocale } from './session-store';

/** A failed call for a toast description or an inline error: its refusal from its code, else `uncoded` when given, else the server's words. */
export const errorText = (error: unknown, uncoded?: string): string => sayRefusal(error, panelWords, $panelLocale.get(), { uncoded });

/** A refused form's first problem on each field, said from its code (`fieldOf` names the form's field of an issue's path: the path itself by default). */
export const fieldErrors = (error: unknown, fieldOf?: (path: string) => string): Record<string, string> =>
  sayFields(error, panelWords, $panelLocale.get(), fieldOf);
