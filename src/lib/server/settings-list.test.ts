import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BRAND_ENV_SCHEMA, SETTINGS } from './environment.mjs';

// Read by the code but set by others, not by whoever runs the site: systemd's socket hand-over and the
// bench's server entry.
const NOT_SETTINGS = ['LISTEN_FDS', 'LISTEN_PID', 'ASTRO_SERVER_ENTRY'];

/** Every source file under a folder, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|astro)$/.test(f) && !f.includes('.test.') && !f.startsWith('paraglide'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));

/** The environment variables the app, the server and the test tools' check read. */
function variablesRead(): Set<string> {
  const names = new Set(Object.keys(BRAND_ENV_SCHEMA));
  const environment = readFileSync('src/lib/server/environment.mjs', 'utf8');
  for (const [, name] of environment.matchAll(/\(\s*'([A-Z][A-Z0-9_]+)'/g)) names.add(name!);
  for (const text of [...sources('src'), ...sources('server')])
    for (const [, name] of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(name!);
  // The programs the tests run (scripts/check-test-tools.mjs checks them before npm test).
  for (const [, name] of readFileSync('scripts/check-test-tools.mjs', 'utf8').matchAll(/variable: '([A-Z_]+)'/g)) names.add(name!);
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

it('lists every setting the code reads, and only those (the README table and .env.example are made from the list)', () => {
  const listed = SETTINGS.map((s) => s.name);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...variablesRead()].sort()).toEqual([...listed].sort());
});
