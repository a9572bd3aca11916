/**
 * The deploy test's container world (`npm run test:deploy`): podman with this sandbox's settings, kept
 * apart from any other use of podman on the machine. Its own storage, run and network folders under
 * WORK (the images there are the test's cache: DEPLOY_TEST_CLEAN=1 removes them), the
 * runtime `runc` (crun refuses this machine's hybrid cgroup layout) and default ulimits within the
 * machine's hard limits. Every podman call, the documented commands' included, gets these through
 * CONTAINERS_CONF and CONTAINERS_STORAGE_CONF.
 */
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The test's folder: podman's storage (the cache), the copies of the code, the timings. */
export const WORK = process.env.DEPLOY_TEST_DIR ?? '/var/tmp/siam-hunks-deploy-test';

/** The host's certificate bundle: this machine's outbound HTTPS is re-signed by a local authority it trusts. */
export const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';
/** Where containers see the host's bundle (read-only), and the Node setting that makes npm trust it. */
export const CA_IN_CONTAINER = '/etc/ssl/host-ca.crt';
/** `podman build`/`podman run` options that let npm inside reach the registry here (never in the Dockerfile: a real server needs neither). */
export const CA_OPTIONS = ['--volume', `${HOST_CA}:${CA_IN_CONTAINER}:ro`, '--env', `NODE_EXTRA_CA_CERTS=${CA_IN_CONTAINER}`];

/** The environment of every podman call and documented command of the test. */
export const podmanEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CONTAINERS_CONF: path.join(WORK, 'containers.conf'),
  CONTAINERS_STORAGE_CONF: path.join(WORK, 'storage.conf'),
  // podman build writes a HEALTHCHECK only in Docker's image format (OCI has no field for it).
  BUILDAH_FORMAT: 'docker',
};

/** Writes the two podman configuration files of the test (idempotent). */
export function writePodmanConfig(): void {
  mkdirSync(path.join(WORK, 'networks'), { recursive: true });
  writeFileSync(
    path.join(WORK, 'containers.conf'),
    [
      '[containers]',
      'default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]',
      '[network]',
      `network_config_dir = "${path.join(WORK, 'networks')}"`,
      '[engine]',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(WORK, 'storage.conf'),
    ['[storage]', 'driver = "overlay"', `graphroot = "${path.join(WORK, 'storage')}"`, `runroot = "/run/siam-hunks-deploy-test"`, ''].join(
      '\n',
    ),
  );
}

/** Runs podman with the test's settings; answers its standard output (trimmed), throws with its error output. */
export function podman(args: string[], options: { input?: string; timeoutMs?: number } = {}): string {
  try {
    return execFileSync('podman', args, {
      env: podmanEnv,
      input: options.input,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: options.timeoutMs ?? 15 * 60_000,
      stdio: ['pipe', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    // Both streams and how it ended: podman's own warnings on stderr must not hide what the program said.
    const failure = error as { stderr?: string; stdout?: string; status?: number | null; signal?: string | null; message: string };
    const said = [failure.stdout?.trim(), failure.stderr?.trim()].filter(Boolean).join('\n') || failure.message;
    throw new Error(`podman ${args.join(' ')} failed (${failure.signal ?? `exit ${failure.status}`}): ${said}`);
  }
}

/** podman without throwing: its exit code and output (for checks that expect a failure). */
export function podmanStatus(args: string[]): { code: number; output: string } {
  try {
    return { code: 0, output: podman(args) };
  } catch (error) {
    return { code: 1, output: (error as Error).message };
  }
}

/** Runs a command to its end with its output shown (a long build), rejecting on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: podmanEnv, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}`)),
    );
  });
}

/** Whether an image is in the test's storage. */
export function hasImage(name: string): boolean {
  return podmanStatus(['image', 'exists', name]).code === 0;
}

/** Removes containers, volumes and networks by name (those that exist), so that every run starts clean. */
export function removeAll(names: { containers?: string[]; volumes?: string[]; networks?: string[] }): void {
  for (const name of names.containers ?? []) podmanStatus(['rm', '--force', '--time', '0', name]);
  for (const name of names.volumes ?? []) podmanStatus(['volume', 'rm', '--force', name]);
  for (const name of names.networks ?? []) podmanStatus(['network', 'rm', '--force', name]);
}

/** A free TCP port on loopback (for a published container port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `check` answers true, asking again after each answer (never on a timer of its own beyond `pauseMs` between asks); gives up after `tries`. */
export async function until(label: string, check: () => boolean | Promise<boolean>, tries = 120, pauseMs = 500): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if (await check()) return;
    } catch {
      // Not yet: asked again.
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  throw new Error(`${label}: not reached after ${tries} tries`);
}
