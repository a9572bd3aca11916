/**
 * Test support: the pseudo-language of issue 40. A third language, `xx`, is added through the seam the README's
 * "Languages" section describes, with every English text of the catalogue bracketed and accented
 * ('Booking' → '[Bóókíng]', placeholders kept). Text from the catalogue is then easy to tell from text written
 * anywhere else: a word with a plain vowel on an `xx` page did not come from the catalogue, and an accented
 * vowel on an English page came from the wrong language.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PANEL_PARAGLIDE_OPTIONS, PARAGLIDE_OPTIONS } from '../scripts/paraglide-options.mjs';
import { compileCatalogue } from '../scripts/compile-catalogue.mjs';

/** The pseudo-language's code. */
export const PSEUDO_LOCALE = 'xx';

/** A pseudo word: an accented vowel (no English text, and no other language's catalogue, has one). */
export const PSEUDO = /[áéíóúÁÉÍÓÚ]/;

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };

/** The pseudo text of an English message: every vowel accented, the whole bracketed; its {placeholders}, <tags> and &entities; kept. */
export function pseudoText(text: string): string {
  return `[${text.replace(/\{[A-Za-z_]\w*\}|<[^>]*>|&#?\w+;|[aeiouAEIOU]/g, (part) => ACCENTS[part] ?? part)}]`;
}

/**
 * The words of a text that are English, not pseudo: those with a plain vowel, once each of `data` (names, the
 * brand, references: what no catalogue says; in any case), e-mail addresses and links are taken out. Numbers,
 * prices and punctuation have no such word.
 */
export function englishWords(text: string, data: readonly string[] = []): string[] {
  const lower = (value: string) => value.toLowerCase();
  // The longest first: a short datum inside a longer one ('1' in '1 Topless Waiter') would leave the rest of it.
  const rest = data
    .filter(Boolean)
    .map(lower)
    .sort((a, b) => b.length - a.length)
    .reduce((left, value) => left.split(value).join(' '), lower(text).replace(/\S+@\S+|(?:https?:\/\/|tel:)\S+/g, ' '));
  return (rest.match(/[A-Za-z\u00C0-\u024F'’]+/g) ?? []).filter((word) => /[aeiouAEIOU]/.test(word));
}

/**
 * Adds the pseudo-language to the message catalogue of the project at `root`: its settings' `locales` (with
 * `changes`) and a `messages/xx.json` made from the English one. Answers the English catalogue.
 */
export function addPseudoCatalogue(root: string, changes: Record<string, unknown> = {}): Record<string, string> {
  const settingsFile = path.join(root, 'project.inlang/settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { locales: string[] };
  writeFileSync(settingsFile, JSON.stringify({ ...settings, ...changes, locales: [...settings.locales, PSEUDO_LOCALE] }, null, 2));
  const english = JSON.parse(readFileSync(path.join(root, 'messages/en.json'), 'utf8')) as Record<string, string>;
  const pseudo = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, key.startsWith('$') ? text : pseudoText(text)]));
  writeFileSync(path.join(root, `messages/${PSEUDO_LOCALE}.json`), JSON.stringify(pseudo, null, 2));
  return english;
}

/**
 * Adds the pseudo-language to the panel's catalogue of the project at `root` (its settings' `locales` and a
 * `messages/panel/xx.json` made from the English one). Answers the panel's English catalogue.
 */
function addPseudoPanelCatalogue(root: string): Record<string, string> {
  const settingsFile = path.join(root, 'project.panel.inlang/settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { locales: string[] };
  writeFileSync(settingsFile, JSON.stringify({ ...settings, locales: [...settings.locales, PSEUDO_LOCALE] }, null, 2));
  const english = JSON.parse(readFileSync(path.join(root, 'messages/panel/en.json'), 'utf8')) as Record<string, string>;
  const pseudo = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, key.startsWith('$') ? text : pseudoText(text)]));
  writeFileSync(path.join(root, `messages/panel/${PSEUDO_LOCALE}.json`), JSON.stringify(pseudo, null, 2));
  return english;
}

/** Replaces `from` by `to` in the file at `root`/`file`, and fails when the seam is no longer written that way. */
function edit(root: string, file: string, from: RegExp, to: string): void {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!from.test(text)) throw new Error(`the language seam moved: ${from} is not in ${file} (update test/pseudo-language.ts)`);
  writeFileSync(path.join(root, file), text.replace(from, to));
}

/**
 * Adds the pseudo-language to the project at `root` the way the README's "Languages" says to add one: the
 * catalogue (settings and messages, its name included), LOCALES (db/locales.ts) and its Intl tag. The tag is
 * Thai's, so dates and lists written by Intl (not by the catalogue) carry no English word either.
 */
function addPseudoLanguage(root: string): void {
  addPseudoCatalogue(root);
  edit(root, 'db/locales.ts', /LOCALES = \['en', 'th'\] as const/, `LOCALES = ['en', 'th', '${PSEUDO_LOCALE}'] as const`);
  edit(root, 'src/lib/i18n.ts', /(INTL_LOCALES: Record<Locale, string> = \{[^}]*?)\s*\}/, `$1, ${PSEUDO_LOCALE}: 'th-TH' }`);
  // The panel's languages: its catalogue, PANEL_LOCALES and the language's name in Il mio account.
  addPseudoPanelCatalogue(root);
  edit(
    root,
    'db/locales.ts',
    /PANEL_LOCALES = \['it', 'en', 'th'\] as const/,
    `PANEL_LOCALES = ['it', 'en', 'th', '${PSEUDO_LOCALE}'] as const`,
  );
  edit(root, 'src/features/admin/panel/AccountTab.tsx', /th: pm\.language_th \}/, `th: pm.language_th, ${PSEUDO_LOCALE}: pm.language_en }`);
  // Its Intl tag in the panel, Thai's as on the site: dates the panel writes with Intl carry no English word either.
  edit(root, 'src/lib/dates.ts', /(PANEL_INTL_LOCALES = \{[^}]*?)\s*\}/, `$1, ${PSEUDO_LOCALE}: 'th-TH' }`);
}

/** What the build's Paraglide plugin compiles with besides the project's options: Vite's server test. */
const BUILD_OPTIONS = { isServer: "import.meta.env?.SSR ?? typeof window === 'undefined'" };

/**
 * Compiles the copy's two catalogues once each (scripts/compile-catalogue.mjs: about a second each, where Paraglide's
 * plugin spent about 40 s of CPU on each), and takes the plugin out of the copy's build so that it does not compile
 * them again.
 */
async function compileCatalogues(root: string): Promise<void> {
  await compileCatalogue(root, { ...PARAGLIDE_OPTIONS, ...BUILD_OPTIONS });
  await compileCatalogue(root, { ...PANEL_PARAGLIDE_OPTIONS, ...BUILD_OPTIONS });
  edit(root, 'astro.config.mjs', /\s*paraglideVitePlugin\(PARAGLIDE_OPTIONS\),\s*paraglideVitePlugin\(PANEL_PARAGLIDE_OPTIONS\),/, '');
}

/** What a copy of the project leaves out: what is installed, built, generated or run (.gitignore's folders). */
const NOT_COPIED = new Set(['node_modules', 'dist', 'data', '.astro', '.git', 'test-results', 'playwright-report']);

/**
 * A copy of the project at `source` in a new temporary folder, with the pseudo-language added: its sources
 * copied, its installed packages linked one by one (so the build's caches, written under node_modules/, stay
 * the copy's own). Answers the copy's folder; the caller removes it.
 */
export async function pseudoProject(source: string): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'siam-pseudo-project-'));
  const generated = path.join(source, 'src/paraglide'); // src/paraglide and src/paraglide-panel: compiled again with xx
  for (const entry of readdirSync(source))
    if (!NOT_COPIED.has(entry))
      cpSync(path.join(source, entry), path.join(root, entry), { recursive: true, filter: (from) => !from.startsWith(generated) });
  mkdirSync(path.join(root, 'node_modules'));
  for (const entry of readdirSync(path.join(source, 'node_modules')))
    if (!entry.startsWith('.')) symlinkSync(path.join(source, 'node_modules', entry), path.join(root, 'node_modules', entry));
  addPseudoLanguage(root);
  await compileCatalogues(root);
  return root;
}
