// `npm test`: every check, in order, stopping at the first failure (its exit code is kept), then each step's
// duration, so the time the suite takes can be read from its own output (docs/performance.md, "Test time").
// The lint steps are package.json's `lint` script cut at its `&&`, so `npm run lint` stays their one definition.
// `--fast` (`npm run test:fast`, the everyday loop) stops after Vitest: no tool check, no build, no browser.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** @type {{ scripts: { lint: string } }} */
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * One step: a name for the summary and the shell command (npm puts node_modules/.bin on the PATH).
 * @param {string} name
 * @param {string} command
 * @returns {[string, string]}
 */
const step = (name, command) => [name, command];

const fast = process.argv.includes('--fast');
const steps = [
  ...(fast ? [] : [step('check-test-tools', 'node scripts/check-test-tools.mjs')]),
  step('messages', 'node scripts/compile-messages.mjs'),
  step('astro check', 'astro check'),
  ...scripts.lint.split('&&').map((command) => {
    const line = command.trim();
    const program = line.split(' ').find((word) => word !== 'node') ?? line;
    return step(`lint: ${program.replace(/^.*\//, '').replace(/\.m?js$/, '')}`, line);
  }),
  step('vitest', 'vitest run'),
  ...(fast ? [] : [step('build', 'astro build'), step('playwright', 'playwright test')]),
];

/** @type {[string, number][]} */
const done = [];
let failure = 0;
for (const [name, command] of steps) {
  const started = performance.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  done.push([name, (performance.now() - started) / 1000]);
  failure = result.status ?? 1;
  if (failure !== 0) break;
}

const total = done.reduce((sum, [, seconds]) => sum + seconds, 0);
const width = Math.max(...done.map(([name]) => name.length));
const lines = done.map(([name, seconds]) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
console.log(
  `\nStep durations (load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} at the end):`,
);
console.log([...lines, `  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`].join('\n'));
if (failure !== 0) console.log(`\nFailed at "${done.at(-1)?.[0]}" (exit code ${failure}).`);
process.exit(failure);
