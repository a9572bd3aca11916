// A fresh clone's `npm install` must leave package-lock.json as committed: npm adds any optional
// package (another platform's native build) the lockfile lacks, so the lockfile records them all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };

// Builds the registry does not have (404), which npm therefore cannot record (docs/operations.md).
const NOT_PUBLISHED = new Set(['@lix-js/sdk-darwin-arm64', '@lix-js/sdk-linux-arm64', '@lix-js/sdk-win32-x64']);

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let folder = from;
  for (;;) {
    if (`${folder ? `${folder}/` : ''}node_modules/${name}` in lock.packages) return true;
    if (!folder) return false;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent === -1 ? '' : folder.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it("records every platform's optional packages, so npm install does not rewrite it", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !NOT_PUBLISHED.has(name) && !resolves(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
