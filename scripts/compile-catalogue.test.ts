// The quick catalogue compile (compile-catalogue.mjs, what `npm run messages` runs) writes what Paraglide's own
// compile writes through the inlang SDK, file for file. The SDK takes about 40 s of CPU for a whole catalogue, so
// both compile a sample of the panel's: every message whose text holds a placeholder, a quote, a backtick, a
// backslash, a brace or a line break in any language, and the first ordinary ones, in the panel's three languages.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { compileCatalogue } from './compile-catalogue.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `folder` (relative paths) with its text. */
function files(folder: string): Record<string, string> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => [
      path.relative(folder, path.join(entry.parentPath, entry.name)),
      readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
    ]),
  );
}

it('writes what Paraglide compiles through the inlang SDK, file for file', async () => {
  const settings = JSON.parse(readFileSync('project.panel.inlang/settings.json', 'utf8')) as { locales: string[] };
  const catalogues = Object.fromEntries(
    settings.locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/panel/${locale}.json`, 'utf8')) as Record<string, string>]),
  );
  const keys = Object.keys(catalogues.it!).filter((key) => !key.startsWith('$'));
  const special = keys.filter((key) => settings.locales.some((locale) => /[{}'"`\\\n]/.test(catalogues[locale]![key]!)));
  const sample = [...special, ...keys.filter((key) => !special.includes(key)).slice(0, 20)];
  expect(special.length).toBeGreaterThan(20);

  mkdirSync(path.join(dir, 'project.inlang'));
  mkdirSync(path.join(dir, 'messages/panel'), { recursive: true });
  cpSync('scripts/inlang-json-messages.js', path.join(dir, 'inlang-json-messages.js'));
  writeFileSync(path.join(dir, 'project.inlang/settings.json'), JSON.stringify({ ...settings, modules: ['./inlang-json-messages.js'] }));
  for (const locale of settings.locales)
    writeFileSync(
      path.join(dir, `messages/panel/${locale}.json`),
      JSON.stringify(Object.fromEntries(sample.map((key) => [key, catalogues[locale]![key]]))),
    );
  const options = {
    project: './project.inlang',
    strategy: ['baseLocale'],
    emitGitIgnore: false,
    emitReadme: false,
    emitPrettierIgnore: false,
  };
  const sdk = `const { compile } = await import(${JSON.stringify(import.meta.resolve('@inlang/paraglide-js'))});
    await compile({ ...${JSON.stringify(options)}, outdir: './sdk' });
    process.exit(0);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', sdk], { cwd: dir, stdio: 'ignore' });
  const count = await compileCatalogue(dir, { ...options, strategy: ['baseLocale'], outdir: './quick' });

  expect(count).toBe(sample.length);
  const expected = files(path.join(dir, 'sdk'));
  const written = files(path.join(dir, 'quick'));
  expect(Object.keys(written).sort()).toEqual(Object.keys(expected).sort());
  for (const [file, text] of Object.entries(written)) expect(text, file).toBe(expected[file]);
}, 300_000);
