// @ts-check
/**
 * How the browser's scripts are cut into files (the client build only): React's pieces (react, react-dom, the
 * scheduler, Astro's React renderer, the JSX runtime) in one file, and the code only the public forms
 * (booking, contact, join) load in one file per set of forms sharing it, instead of a dozen files of a few
 * hundred bytes each (a form's lazily loaded rules stay apart). Each file is compressed on its own, so fewer files are fewer bytes on a phone
 * (docs/performance.md, "Script on the form pages"). Code another island also loads keeps the bundler's cut,
 * so no other page loads a form's code.
 */

/** The form islands, by the end of their path. */
const FORM_ISLANDS = ['/features/booking-form/BookingPage.tsx', '/features/contact/ContactForm.tsx', '/features/join/ApplicationForm.tsx'];

/**
 * The form kit's fields every public form shows (and many panel screens): one file wherever they load, not one
 * per field and per set of pages loading it (each small file costs its own compression and request).
 */
const FIELDS = /[\\/]components[\\/]ui[\\/](?:TextField|SelectField|FieldMessages|field-ids)\.tsx?$/;

/** A module of React or of Astro's React renderer. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/** The lazy imports' helper (scripts/plain-dynamic-import.mjs): a line every island with a lazy import loads, so it goes with React rather than in a file of its own. */
const RUNTIMES = new Set(['\0vite/preload-helper.js']);

/**
 * What loads `id` through static imports: the entries (islands, page scripts) and the dynamically imported
 * modules (a form's rules, imported on its first focus) its importers lead back to.
 * @param {string} id
 * @param {import('vite').Rolldown.ChunkingContext} context
 */
function loadedBy(id, context) {
  /** @type {Set<string>} */
  const roots = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [id];
  while (stack.length) {
    const current = /** @type {string} */ (stack.pop());
    if (seen.has(current)) continue;
    seen.add(current);
    const info = context.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0 || info.importers.length === 0) roots.add(current);
    stack.push(...info.importers);
  }
  return [...roots];
}

/** The form island `id` is (its index in FORM_ISLANDS), or -1. */
const formIsland = (/** @type {string} */ id) => FORM_ISLANDS.findIndex((island) => id.endsWith(island));

/**
 * The file a module goes to: `react`, `forms-<the forms sharing it>`, or null (the bundler's own cut).
 * @param {string} id
 * @param {import('vite').Rolldown.ChunkingContext} context
 */
export function clientChunk(id, context) {
  if (REACT.test(id) || RUNTIMES.has(id)) return 'react';
  if (FIELDS.test(id)) return 'fields';
  const roots = loadedBy(id, context);
  const forms = new Set(roots.map(formIsland).filter((index) => index >= 0));
  // A module some other island or script loads keeps the bundler's cut; one a form's rules import as well
  // goes with the form (the rules load after it); one only the rules import stays with them (lazy).
  const others = roots.filter((root) => formIsland(root) < 0 && !loadedOnlyByForms(root, context));
  if (forms.size < 2 || others.length > 0) return null;
  return `forms-${[...forms]
    .sort()
    .map((index) => ['booking', 'contact', 'join'][index])
    .join('-')}`;
}

/** A dynamically imported module every importer of which a form island loads statically. */
function loadedOnlyByForms(/** @type {string} */ id, /** @type {import('vite').Rolldown.ChunkingContext} */ context) {
  const importers = context.getModuleInfo(id)?.dynamicImporters ?? [];
  return importers.length > 0 && importers.every((importer) => loadedBy(importer, context).every((root) => formIsland(root) >= 0));
}

/**
 * The Vite plugin: the client environment's output cut by clientChunk.
 * @returns {import('vite').Plugin}
 */
export function clientChunks() {
  return {
    name: 'client-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // A group takes only the modules clientChunk names, not their imports (those may be other pages' too).
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: clientChunk }] } },
          },
        },
      };
    },
  };
}
