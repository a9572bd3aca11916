// Child processes of the bench: free ports, start and wait for a line, stop by pid.
import { spawn } from 'node:child_process';

/** A free TCP port on 127.0.0.1 (the tests' helper). */
export { freePort } from '../../test/server.mjs';

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export const run = (args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });

/** Starts a long-running node script and resolves once its stdout says `ready`; returns stop(). */
export async function start(args, env, ready) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => ((out += chunk), out.includes(ready) && resolve()));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out}`)));
  });
  // Once ready, its output (the server's request log) is read and dropped: the load generator runs in this process,
  // and keeping and searching a log that grows by megabytes per run took its CPU from the load.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { pid: child.pid, stop: async () => (child.kill('SIGTERM'), await exited) };
}
