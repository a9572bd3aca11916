// The container's build installs its packages before it copies the project (so that layer is reused), with only the
// files npm's postinstall step runs: deploy/Dockerfile names them. A script that step imports and the Dockerfile does
// not copy breaks `podman build` (as the catalogue's quick compile did), which only the deploy test would find.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The project's own files a script imports (relative imports), followed through theirs. */
function localImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, target] of read(file).matchAll(/^import [^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    const imported = path.posix.join(path.posix.dirname(file), target!);
    if (!seen.has(imported)) localImports(imported, seen.add(imported));
  }
  return seen;
}

describe('deploy/Dockerfile', () => {
  it('copies every script the postinstall step runs and imports before it installs the packages', () => {
    const postinstall = JSON.parse(read('package.json')).scripts.postinstall as string;
    const run = [...postinstall.matchAll(/node (scripts\/[\w.-]+)/g)].map(([, file]) => file!);
    expect(run.length).toBeGreaterThan(0);
    const needed = new Set(run.flatMap((file) => [file, ...localImports(file)]));
    const beforeInstall = read('deploy/Dockerfile').split(/^RUN npm install/m)[0]!;
    const copied = new Set([...beforeInstall.matchAll(/^COPY (.+) \S+\/?$/gm)].flatMap(([, files]) => files!.split(/\s+/)));
    expect([...needed].filter((file) => !copied.has(file))).toEqual([]);
  });
});
