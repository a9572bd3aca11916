// The request log is written in batches, not one write per line, and loses no line: a child process logs with its
// stdout on a file (a service's stdout is read by someone else) and says how much of it had reached the file.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'request-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const observability = JSON.stringify(new URL('./observability.mjs', import.meta.url).href);

/**
 * Runs `script` in a child whose stdout is a file, after it logged `lines` request lines (their ids 0, 1, …);
 * returns what the child said on stderr and the ids its stdout holds once it exited.
 * @param {string} name
 * @param {number} lines
 * @param {string} script
 */
async function logInChild(name, lines, script) {
  const file = path.join(dir, `${name}.log`);
  const child = `
import { fstatSync } from 'node:fs';
const { logger } = await import(${observability});
for (let i = 0; i < ${lines}; i++) logger.info({ reqId: String(i), method: 'GET', route: '/male-strippers/[city]', status: 200, ms: 1, finished: true });
const written = () => fstatSync(1).size;
${script}
`;
  const logging = spawn(process.execPath, ['--input-type=module', '-e', child], {
    env: { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    stdio: ['ignore', openSync(file, 'w'), 'pipe'],
  });
  let said = '';
  logging.stderr?.setEncoding('utf8').on('data', (chunk) => (said += chunk));
  const [code] = await once(logging, 'close');
  expect(code, said).toBe(0);
  const ids = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line).reqId);
  return { said, ids };
}

/** @param {number} n */
const upTo = (n) => Array.from({ length: n }, (_, i) => String(i));

describe('the request log', () => {
  it('keeps the lines of a few requests for one write: nothing is written on the next turns', async () => {
    const { said, ids } = await logInChild(
      'few',
      20,
      `for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
process.stderr.write(String(written()));`,
    );
    expect(said).toBe('0');
    expect(ids).toEqual(upTo(20));
  });

  it("writes a quiet server's line without waiting for more", async () => {
    // The child stays until its one line is in the file: it would never end if the line waited for others.
    const { ids } = await logInChild(
      'quiet',
      1,
      `await new Promise((resolve) => { const wait = setInterval(() => written() > 0 && resolve(clearInterval(wait)), 10); });`,
    );
    expect(ids).toEqual(upTo(1));
  });

  it('writes every line when the process exits right after logging them', async () => {
    const { ids } = await logInChild('exit', 5_000, 'process.exit(0);');
    expect(ids).toEqual(upTo(5_000));
  });
});
