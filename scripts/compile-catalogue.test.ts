// The quick catalogue compile (scripts/compile-catalogue.mjs) writes what Paraglide writes through the inlang SDK: both
// catalogues compiled here are held, file for file, to src/paraglide/ and src/paraglide-panel/ as `npm run messages`
// (or the build) compiled them before the tests.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PANEL_PARAGLIDE_OPTIONS, PARAGLIDE_OPTIONS } from './paraglide-options.mjs';
import { compileCatalogue } from './compile-catalogue.mjs';

const out = mkdtempSync(path.join(os.tmpdir(), 'siam-catalogue-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every file under `dir` (relative paths) with its text. */
function files(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), readFileSync(file, 'utf8')];
    }),
  );
}

describe.each([
  ['the customers’ catalogue', PARAGLIDE_OPTIONS],
  ['the panel’s catalogue', PANEL_PARAGLIDE_OPTIONS],
])('%s compiled without the SDK', (_name, options) => {
  it('is what Paraglide compiled through the SDK, file for file', async () => {
    const compiled = files(options.outdir);
    // The server test is the one option the build gives and `npm run messages` does not: take the one compiled with.
    const isServer = /export const isServer = (.*);/.exec(compiled['runtime.js'] ?? '')?.[1];
    expect(isServer, `${options.outdir} is not compiled: npm run messages`).toBeDefined();
    const outdir = path.join(path.relative(process.cwd(), out), path.basename(options.outdir));
    const count = await compileCatalogue(process.cwd(), { ...options, outdir, isServer });
    const fresh = files(outdir);
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(compiled).sort());
    for (const [file, text] of Object.entries(fresh)) expect(text, file).toBe(compiled[file]);
    expect(count).toBeGreaterThan(1000);
  });
});
