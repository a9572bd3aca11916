/**
 * The stream of test/deploy/stream.ts from a shell, for a site whose port only a process beside it can
 * reach (the systemd service listens on the server's loopback): `tsx test/deploy/stream-cli.ts <port>
 * <first booking> <before> <after> <action command>` runs the command (`systemctl restart siam-hunks`, a
 * backup) across the stream and prints the report as JSON on its last line.
 */
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { streamAcross } from './stream';

const [port, firstBooking, before, after, command] = process.argv.slice(2);
if (!command) throw new Error('usage: stream-cli.ts <port> <first booking> <before> <after> <action command>');
const report = await streamAcross({
  port: Number(port),
  firstBooking: Number(firstBooking),
  before: Number(before),
  after: Number(after),
  // Run without blocking: the lanes keep sending and reading while the command runs.
  action: async () => {
    await promisify(exec)(command);
  },
});
console.log(JSON.stringify(report));
