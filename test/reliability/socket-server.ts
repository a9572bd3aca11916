/**
 * Test helper: the built server run the way systemd's socket activation runs it (deploy/siam-hunks.socket).
 * A separate process (socket-holder.mjs) holds the listening socket, as systemd holds a socket unit's,
 * and starts servers on it; connections that arrive while no server accepts wait in the socket's queue.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@test/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One server process started on the held socket. */
export interface SocketServer {
  pid: number;
  /** What it printed so far. */
  output: () => string;
  /** Resolves once it says it listens (after its own health check passed); rejects if it exits first. */
  listening: Promise<void>;
  /** Its exit code (or the signal that ended it). */
  exited: Promise<number | string>;
  /** SIGTERM (a graceful shutdown); resolves with the exit code. */
  stop: () => Promise<number | string>;
}

/** The held socket: its port, the data folder its servers share, and a way to start one more server. */
export interface SocketHolder {
  port: number;
  dir: string;
  databasePath: string;
  /** Starts a server on the socket; HOST and PORT name another, free port, which it must not use. */
  start: () => Promise<SocketServer>;
  /** Ends the holder, and with it the socket (stop the servers first). */
  close: () => Promise<void>;
}

type HolderMessage = { pid: number; event?: 'spawned'; output?: string; exit?: number | string };

/** Opens a listening socket on a free loopback port, hands it to a holder process and closes this process's copy. */
export async function holdSocket(): Promise<SocketHolder> {
  const listener = net.createServer();
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', resolve);
  });
  const { port } = listener.address() as net.AddressInfo;
  // Node names a listening server's descriptor only on its handle (`_handle.fd`, not a public API).
  const fd = (listener as unknown as { _handle: { fd: number } })._handle.fd;
  const holder = spawn(process.execPath, [fileURLToPath(new URL('./socket-holder.mjs', import.meta.url))], {
    stdio: ['ignore', 'inherit', 'inherit', fd, 'ipc'],
  });
  // From here only the servers the holder starts accept on the socket; this process never does.
  await new Promise((resolve) => listener.close(resolve));
  const holderExited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));

  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-socket-'));
  const databasePath = path.join(dir, 'app.db');
  const outputs = new Map<number, (text: string) => void>();
  const exits = new Map<number, (code: number | string) => void>();
  const stopped = new Set<number>();
  let spawned: ((pid: number) => void) | undefined;
  holder.on('message', (message: HolderMessage) => {
    if (message.event === 'spawned') spawned?.(message.pid);
    if (message.output !== undefined) outputs.get(message.pid)?.(message.output);
    if (message.exit !== undefined) {
      stopped.add(message.pid);
      exits.get(message.pid)?.(message.exit);
    }
  });

  async function start(): Promise<SocketServer> {
    const otherPort = await freePort();
    const pid = await new Promise<number>((resolve) => {
      spawned = resolve;
      holder.send({
        cwd: ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(otherPort),
          DATABASE_PATH: databasePath,
          UPLOADS_DIR: path.join(dir, 'uploads'),
          ADMIN_PASSWORD: 'correct horse battery staple',
          SMTP_URL: '',
        },
      });
    });
    let output = '';
    let onListening!: () => void;
    const exited = new Promise<number | string>((resolve) => exits.set(pid, resolve));
    const listening = new Promise<void>((resolve, reject) => {
      onListening = resolve;
      void exited.then((code) => reject(new Error(`server exited with ${code} before it listened:\n${output}`)));
    });
    // A caller that never waits for it is not told of a failed start twice (the exit says it).
    listening.catch(() => undefined);
    outputs.set(pid, (text) => {
      output += text;
      if (output.includes('Server listening')) onListening();
    });
    return {
      pid,
      output: () => output,
      listening,
      exited,
      stop: () => {
        if (!stopped.has(pid)) process.kill(pid, 'SIGTERM');
        return exited;
      },
    };
  }

  return {
    port,
    dir,
    databasePath,
    start,
    close: async () => {
      if (holder.connected) holder.disconnect();
      await holderExited;
    },
  };
}
