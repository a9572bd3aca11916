// `npm test`: every check, stopping at the first failure (its exit code is kept), then each step's duration,
// so the time the suite takes can be read from its own output (docs/performance.md, "Test time").
// The steps run in stages, one after another; inside a stage its lanes run side by side, each lane's steps in
// order. On this 2-core machine the type check, the lint and the build (one core each, one after another) run
// beside Vitest (one worker): the stage takes about as long as Vitest alone instead of all of them in a row.
// A step that runs beside another has its output kept and printed whole when it ends; a step alone prints live.
// The order that matters is kept: the messages (the generated Paraglide code) before everything that reads
// them; `astro check` (which writes .astro/, the `astro:env` types) before ESLint's type-aware pass and the
// build; the build before Playwright (Vitest reads neither .astro/ nor dist/).
// The lint steps are package.json's `lint` script cut at its `&&`, so `npm run lint` stays their one definition.
// `--fast` (`npm run test:fast`, the everyday loop) stops after Vitest: no tool check, no build, no browser.
// `--serial` runs every step alone, one after another (to compare, or to read one log in order).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** @type {{ scripts: { lint: string } }} */
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @typedef {{ name: string, command: string }} Step */
/** @typedef {Step[]} Lane the steps one after another */
/** @typedef {Lane[]} Stage lanes side by side */

/**
 * One step: a name for the summary and the shell command (npm puts node_modules/.bin on the PATH).
 * @param {string} name
 * @param {string} command
 * @returns {Step}
 */
const step = (name, command) => ({ name, command });

const fast = process.argv.includes('--fast');
const serial = process.argv.includes('--serial');
const lint = scripts.lint.split('&&').map((command) => {
  const line = command.trim();
  const program = line.split(' ').find((word) => word !== 'node') ?? line;
  return step(`lint: ${program.replace(/^.*\//, '').replace(/\.m?js$/, '')}`, line);
});
/** @type {Stage[]} */
const planned = [
  [
    [
      ...(fast ? [] : [step('check-test-tools', 'node scripts/check-test-tools.mjs')]),
      step('messages', 'node scripts/compile-messages.mjs'),
    ],
  ],
  [
    [
      step('astro check', 'astro check'),
      ...lint,
      // The form pages' script held to its ceiling (scripts/script-budget.mjs) as soon as the build has written it.
      ...(fast ? [] : [step('build', 'astro build'), step('script budget', 'node scripts/script-budget.mjs')]),
    ],
    [step('vitest', 'vitest run')],
  ],
  ...(fast ? [] : [[[step('playwright', 'playwright test')]]]),
];
const stages = serial ? planned.flat(2).map((one) => [[one]]) : planned;

const began = performance.now();
/** @type {{ name: string, start: number, seconds: number, stopped: boolean }[]} */
const done = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {{ name: string, code: number } | undefined} */
let failure;

/**
 * Ends every step still running (a failure elsewhere, or the run itself interrupted): each step beside
 * another runs in its own process group, so its workers and servers end with it.
 */
const stopOthers = () => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    failure ??= { name: `interrupted (${signal})`, code: 128 + os.constants.signals[signal] };
    stopOthers();
  });
}

/**
 * Runs one step; alone it prints live, beside others its output is kept and printed whole at its end.
 * @param {Step} one
 * @param {boolean} alone
 * @returns {Promise<number>} its exit code
 */
const run = (one, alone) =>
  new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(one.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: !alone,
      env: !alone && process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (performance.now() - start) / 1000;
      // Ended by another step's failure (or the run's interruption), not by its own.
      const stopped = failure !== undefined;
      done.push({ name: one.name, start: (start - began) / 1000, seconds, stopped });
      if (!alone) {
        process.stdout.write(`\n── ${one.name} (${stopped ? 'stopped after ' : ''}${seconds.toFixed(1)} s) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });

/**
 * Runs a lane's steps in order until one fails or another lane has failed.
 * @param {Lane} lane
 * @param {boolean} alone
 */
const runLane = async (lane, alone) => {
  for (const one of lane) {
    if (failure) return;
    const code = await run(one, alone);
    if (code !== 0) {
      failure ??= { name: one.name, code };
      stopOthers();
      return;
    }
  }
};

for (const stage of stages) {
  if (failure) break;
  await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
}

const wall = (performance.now() - began) / 1000;
const width = Math.max(...done.map(({ name }) => name.length), 'total (wall time)'.length);
const lines = done
  .sort((a, b) => a.start - b.start)
  .map(
    ({ name, start, seconds, stopped }) =>
      `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s   from ${start.toFixed(1)} s${stopped ? ' (stopped)' : ''}`,
  );
console.log(
  `\nStep durations (load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} at the end):`,
);
console.log([...lines, `  ${'total (wall time)'.padEnd(width)}  ${wall.toFixed(1).padStart(7)} s`].join('\n'));
if (failure) console.log(`\nFailed at "${failure.name}" (exit code ${failure.code}).`);
process.exit(failure?.code ?? 0);
