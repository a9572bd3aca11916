/**
 * The code of the build's scripts a page loads (its islands and module scripts, `/_astro/…`), read from the
 * build's client folder, for cutting a page's inlined CSS to the rules it can use (used-css.mjs): an
 * island may add any class its code names. Under `astro dev` and in tests without a build there is no such
 * file, and the answer is undefined (the page is then left whole).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { moduleClosure } from './used-css.mjs';
import { staticDir } from './config';

// A build's scripts never change while the server runs: each file's code (with its imports) is read once.
const scripts = new Map<string, string | undefined>();

/** The code of a script file the page loads, its imports included, or undefined when it cannot be read. */
export function builtScript({ file }: { file?: string }): string | undefined {
  if (!file) return undefined;
  if (!scripts.has(file)) {
    const full = path.join(staticDir(), file);
    scripts.set(file, existsSync(full) ? moduleClosure(full) : undefined);
  }
  return scripts.get(file);
}
