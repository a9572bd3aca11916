/**
 * The published edits of the site's texts as the server renders them: a map from a catalogue key to its text in each
 * language, held in this process and read by the compiled message functions of the server's bundle only (the build
 * wraps each of them, astro.config.mjs's `serverTextOverrides`; the browser's bundles are never wrapped). A key
 * without an entry renders the catalogue's own function, so a site nobody edited renders exactly as built.
 * features/site-content fills it at start and replaces it on each publish and undo.
 */

/** A published text in one language: given the page's values for its placeholders, the string (or Astro's HTML string) to render. */
export type OverrideText = (inputs: Record<string, unknown>) => unknown;

/** A key's published texts: English, and Thai (the English one when the Thai text is empty). */
export interface TextOverride {
  en: OverrideText;
  th: OverrideText;
}

// Under a registered global symbol: the message modules and the feature are bundled apart, and must share one map.
const OVERRIDES = Symbol.for('siam-hunks.text-overrides');
const store = globalThis as unknown as Record<symbol, Map<string, TextOverride> | undefined>;

/** Replaces every published override at once (a render sees the old set or the new one, never half of each). */
export function setTextOverrides(overrides: Map<string, TextOverride>): void {
  store[OVERRIDES] = overrides;
}

/**
 * A compiled message function that renders the published override of its key when there is one: the build wraps each
 * message of the server's bundles in it (scripts/server-text-overrides.mjs). The catalogue's function is called
 * otherwise, with its own arguments.
 */
export function overridable<F extends (...args: never[]) => unknown>(key: string, catalogue: F): F {
  const wrapped = (inputs?: Record<string, unknown>, options?: { locale?: string }) => {
    const override = store[OVERRIDES]?.get(key);
    if (!override) return (catalogue as unknown as (inputs?: unknown, options?: unknown) => unknown)(inputs, options);
    return (options?.locale === 'th' ? override.th : override.en)(inputs ?? {});
  };
  return wrapped as unknown as F;
}
