// @ts-check
/**
 * The browser's dynamic imports as plain `import()`: Vite wraps each in a helper that preloads the imported
 * file's own imports in parallel and reports a failed load as an event (about 1.3 KB gzip on every page that
 * imports anything lazily, the public forms among them). The site's lazy imports are small (a form's rules,
 * a toast, words of a refusal) and each caller handles a failed load itself, so the helper is replaced by
 * the import it wraps; the files a lazy file imports then load after it.
 */

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The Vite plugin: the client build's preload helper as a function calling the import it is given.
 * @returns {import('vite').Plugin}
 */
export function plainDynamicImport() {
  return {
    name: 'plain-dynamic-import',
    enforce: 'pre',
    // Nor the list of those files each lazy import carries for the helper.
    configEnvironment(name) {
      if (name === 'client') return { build: { modulePreload: false } };
    },
    load(id) {
      if (id === PRELOAD_HELPER && this.environment.name === 'client') return 'export const __vitePreload = (load) => load();';
    },
  };
}
