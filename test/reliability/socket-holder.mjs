// @ts-check
/**
 * Test helper process: what systemd does for a socket unit. It holds the listening socket it got as
 * fd 3 without ever accepting on it, and starts the built server (server/serve.mjs) on that socket the
 * systemd way: fd 3, LISTEN_FDS=1 and LISTEN_PID set to the server's own pid (by a `sh` that then execs
 * node, so the pid is the server's). Driven over IPC by test/reliability/socket-server.ts: each
 * message `{ cwd, env }` starts one server; it answers `{ pid, event: 'spawned' }`, then
 * `{ pid, output }` for what the server prints and `{ pid, exit }` when it ends.
 */
import { spawn } from 'node:child_process';

/** @param {unknown} message */
const tell = (message) => process.send?.(message);

process.on('message', (/** @type {{ cwd: string, env: Record<string, string> }} */ { cwd, env }) => {
  const child = spawn('sh', ['-c', 'LISTEN_PID=$$ exec "$@"', 'sh', process.execPath, 'server/serve.mjs'], {
    cwd,
    env: { ...env, LISTEN_FDS: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 3],
  });
  const pid = child.pid;
  tell({ pid, event: 'spawned' });
  const forward = (/** @type {Buffer} */ chunk) => tell({ pid, output: chunk.toString() });
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.once('exit', (code, signal) => tell({ pid, exit: code ?? signal }));
});
// The test ended (or died): the socket goes with this process.
process.once('disconnect', () => process.exit(0));
