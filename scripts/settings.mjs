// `npm run settings`: writes the README's settings table (between its settings markers) and `.env.example`
// from the one list of settings (SETTINGS in src/lib/server/environment.mjs). `--check` writes nothing and
// fails when either file differs from what the list makes (run by `npm run lint`).
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { SETTINGS } from '../src/lib/server/environment.mjs';

const START = '<!-- settings:start (generated from src/lib/server/environment.mjs by `npm run settings`) -->';
const END = '<!-- settings:end -->';

/**
 * A setting's default as the README says it: a number's from its `number`, else the list's words.
 * @param {import('../src/lib/server/environment.mjs').SettingDoc} s
 */
const defaultOf = (s) => (s.number ? (s.number.fallback === undefined ? 'unset' : `\`${s.number.fallback}\``) : (s.default ?? 'unset'));

/**
 * A setting's meaning, with a number's range from its `number`.
 * @param {import('../src/lib/server/environment.mjs').SettingDoc} s
 */
function meaningOf(s) {
  if (!s.number) return s.meaning;
  const { min, max, off, whole } = s.number;
  const range = `${whole === false ? '' : 'a whole number '}from ${min} to ${max}${off === undefined ? '' : `; \`${off}\` turns it off`}`;
  return `${s.meaning}; ${range}`;
}

/** The README's table: one row per setting. */
function table() {
  const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
  return [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...SETTINGS.map((s) => `| \`${s.name}\` | ${cell(defaultOf(s))} | ${cell(s.internal ? `internal: ${meaningOf(s)}` : meaningOf(s))} |`),
  ].join('\n');
}

/** Markdown made plain for a comment: no code marks, links as their text. */
const plain = (/** @type {string} */ text) => text.replaceAll('`', '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/** Wraps a comment at 110 characters. */
function comment(/** @type {string} */ text) {
  const lines = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > 110 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** `.env.example`: every setting but the internal ones, with its meaning and default as a comment. */
function envExample() {
  const out = [
    '# Generated from src/lib/server/environment.mjs by `npm run settings`: edit the list there, not this file.',
    '# Copy to .env (or export) to change a setting; every one is optional.',
  ];
  for (const s of SETTINGS.filter((s) => !s.internal)) {
    out.push('', ...comment(`${plain(meaningOf(s))} (default: ${plain(defaultOf(s))})`));
    const value = /[\s#"']/.test(s.example) ? `"${s.example}"` : s.example;
    out.push(`${s.commented ? '# ' : ''}${s.name}=${value}`);
  }
  return `${out.join('\n')}\n`;
}

/** The README with its table made from the list, formatted as Prettier formats it. */
async function readme(/** @type {string} */ current) {
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md lacks the settings markers (${START} ... ${END})`);
  const text = `${current.slice(0, from + START.length)}\n\n${table()}\n\n${current.slice(to)}`;
  return prettier.format(text, { ...(await prettier.resolveConfig('README.md')), filepath: 'README.md' });
}

const check = process.argv.includes('--check');
const files = { 'README.md': await readme(readFileSync('README.md', 'utf8')), '.env.example': envExample() };
let stale = 0;
for (const [file, wanted] of Object.entries(files)) {
  if (readFileSync(file, 'utf8') === wanted) continue;
  if (check) {
    console.error(`${file} differs from the settings list (src/lib/server/environment.mjs): run \`npm run settings\``);
    stale++;
  } else {
    writeFileSync(file, wanted);
    console.log(`wrote ${file}`);
  }
}
process.exitCode = stale ? 1 : 0;
