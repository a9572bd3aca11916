/**
 * The code of the build's scripts a page loads (its islands and module scripts, `/_astro/…`, read from the
 * build's client folder; its server islands, by name, from the server's chunks beside it), for cutting a page's
 * inlined CSS to the rules it can use (used-css.mjs): an island may add any class its code names. Under
 * `astro dev` and in tests without a build there is no such file, and the answer is undefined (the page is then left whole).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { moduleClosure } from './used-css.mjs';
import { staticDir } from './config';

// A build's scripts never change while the server runs: each file's code (with its imports) is read once.
const scripts = new Map<string, string | undefined>();

/** The code of a server island's chunks (`FeaturedPerformers_….mjs` in the build's server/chunks/), or undefined. */
function serverIslandCode(name: string): string | undefined {
  const chunks = path.join(staticDir(), '..', 'server', 'chunks');
  if (!existsSync(chunks)) return undefined;
  const files = readdirSync(chunks).filter((file) => file.startsWith(`${name}_`));
  return files.length ? files.map((file) => moduleClosure(path.join(chunks, file))).join('\n') : undefined;
}

/** The code of a script file or server island the page loads, its imports included, or undefined when it cannot be read. */
export function builtScript({ file, serverIsland }: { file?: string; serverIsland?: string }): string | undefined {
  const key = file ?? (serverIsland && `island:${serverIsland}`);
  if (!key) return undefined;
  if (!scripts.has(key)) {
    const full = file && path.join(staticDir(), file);
    scripts.set(key, full ? (existsSync(full) ? moduleClosure(full) : undefined) : serverIslandCode(serverIsland!));
  }
  return scripts.get(key);
}
