/**
 * `npm run test:deploy` (issue 43): the deploy made real. From a machine of this kind (Debian 12, root,
 * podman, runc, mmdebstrap, podman-compose, git; see the README) it builds the stand-in base images,
 * runs docs/operations.md's commands as they are written (test/deploy/docs.ts) and checks what they
 * promise: the container (health, pages, non-root, HEALTHCHECK, data across a restart and a rebuild,
 * a graceful stop under a stream of bookings), compose behind Caddy with the client's address passed,
 * the units under a real systemd restarted under a stream (refused, cut and lost counted), and a backup
 * shipped off the machine while bookings are written, restored from the remote alone after a wipe, under
 * systemd and from the container's volume.
 * Containers, volumes and networks it makes are removed at the start and the end; the images stay in
 * its own podman storage as a cache (DEPLOY_TEST_CLEAN=1 empties it first). Each step's time is printed.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DocWalk, shellBlockCount, substitute, type Where } from './docs';
import { fileLane, missingFiles, type AcknowledgedFile, type FileSite } from './files';
import { CA_OPTIONS, freePort, hasImage, podman, podmanEnv, podmanStatus, removeAll, run, until, WORK, writePodmanConfig } from './podman';
import { streamAcross, summary, type StreamReport } from './stream';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMAGES = path.join(ROOT, 'test/deploy/images');
const walk = new DocWalk(path.join(ROOT, 'docs/operations.md'));
const timings: [string, number][] = [];

const CONTAINERS = ['siam-hunks', 'siam-deploy-server', 'offsite', 'deploy_app_1', 'deploy_caddy_1', 'siam-drill'];
const VOLUMES = ['siam-hunks-data', 'deploy_app-data', 'deploy_caddy-data', 'siam-drill-1', 'siam-drill-2', 'siam-drill-3', 'siam-drill-4'];
const NETWORKS = ['siam-deploy', 'deploy_default'];
/** The host's copy of the checkout (the `<repository>` of the docs) and its stand-in for /srv/siam-hunks. */
const REPO = path.join(WORK, 'repo');
const SRV = path.join(WORK, 'srv/siam-hunks');

let appPort = 0;
let httpPort = 0;
let httpsPort = 0;

/** Runs `fn` as one timed step of the note. */
async function timed<T>(label: string, fn: () => T | Promise<T>): Promise<T> {
  const startedAt = Date.now();
  try {
    return await fn();
  } finally {
    const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
    timings.push([label, seconds]);
    console.log(`[deploy] ${label}: ${seconds} s`);
  }
}

/** The substitutions of the docs' commands where they run (see docs/operations.md, "From a fresh Debian server"). */
function replacements(where: Where): Record<string, string> {
  const common = { 'bookings.example.com': 'localhost' };
  if (where !== 'host') return { ...common, '<repository>': '/mnt/repo' };
  const caArgs = CA_OPTIONS.join(' ');
  return {
    ...common,
    '<repository>': REPO,
    '/srv/siam-hunks': SRV,
    '127.0.0.1:4321:4321': `127.0.0.1:${appPort}:4321`,
    'http://127.0.0.1:4321/': `http://127.0.0.1:${appPort}/`,
    // npm inside the build trusts the host's bundle (this machine's outbound HTTPS), never in the Dockerfile.
    'podman build ': `podman build ${caArgs} `,
    'podman-compose -f': `podman-compose --podman-build-args='${caArgs}' -f`,
  };
}

/**
 * Runs a block of docs/operations.md where it belongs (or, with `from`, a block written for another place
 * that the docs say to run here as well); answers its standard output.
 */
function runDoc(where: Where, id: string, env: Record<string, string> = {}, from: Where = where): Promise<string> {
  const commands = substitute(walk.take(from, id), { ...hostOffsite(where), ...replacements(where) });
  env = { DEBIAN_FRONTEND: 'noninteractive', ...env };
  const script = `set -euo pipefail\n${commands}\n`;
  const [command, args]: [string, string[]] =
    where === 'host'
      ? ['bash', ['-c', script]]
      : [
          'podman',
          [
            'exec',
            ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
            where === 'server' ? 'siam-deploy-server' : 'offsite',
            'bash',
            '-c',
            script,
          ],
        ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: WORK,
      env: { ...podmanEnv, ...env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(
              `docs block "${where} ${id}" failed (${code}):\n${commands}\n--- output ---\n${out.slice(-4000)}\n${err.slice(-4000)}`,
            ),
          ),
    );
  });
}

/** The host's own folder for the container way's off-machine backups (its SSH key and restic settings). */
const HOST_OFFSITE = path.join(WORK, 'host-offsite');
let offsiteAddress = '';
/** The drill container's published port. */
let drillPort = 0;

/**
 * On the host, the off-machine backup's files go to the test's folder instead of the machine's /root and
 * /etc, the backup machine is reached at its container's address, and the repository is its own.
 */
function hostOffsite(where: Where): Record<string, string> {
  if (where !== 'host') return {};
  return {
    'ssh-keyscan -t ed25519 offsite': `ssh-keyscan -t ed25519 ${offsiteAddress}`,
    'Host offsite\\n': `Host offsite\\n\\tHostName ${offsiteAddress}\\n`,
    '/root/.ssh': path.join(HOST_OFFSITE, 'ssh'),
    '/etc/siam-hunks-backup': path.join(HOST_OFFSITE, 'siam-hunks-backup'),
    '/etc/cron.d/': `${HOST_OFFSITE}/`,
    'sftp:offsite:siam-hunks': 'sftp:offsite:siam-hunks-container',
  };
}

/** The environment of the host's off-machine backup commands: its settings file, and ssh with the test's own configuration. */
function hostOffsiteEnv(): Record<string, string> {
  return {
    OFFSITE_ENV: path.join(HOST_OFFSITE, 'siam-hunks-backup.env'),
    RESTIC_CACHE_DIR: path.join(HOST_OFFSITE, 'restic-cache'),
    PATH: `${path.join(HOST_OFFSITE, 'bin')}:${process.env.PATH}`,
  };
}

/** A shell command in a container; answers its output. */
function inContainer(name: string, command: string): string {
  return podman(['exec', name, 'bash', '-c', command]);
}

/** GET on the published port of the single container. */
async function get(pathname: string): Promise<{ status: number; body: string }> {
  const answer = await fetch(`http://127.0.0.1:${appPort}${pathname}`);
  return { status: answer.status, body: await answer.text() };
}

/** The ids of the bookings stored in the container's database (read inside it with the app's own SQLite). */
function containerBookingIds(container: string): Set<string> {
  const js =
    "const D=require('better-sqlite3');const d=new D('/data/app.db',{readonly:true});console.log(JSON.stringify(d.prepare('select id from bookings').pluck().all()))";
  return new Set(JSON.parse(podman(['exec', '-w', '/app', container, 'node', '-e', js])) as string[]);
}

/** The acknowledged bookings a database lacks. */
function lost(report: StreamReport, stored: Set<string>): string[] {
  return report.acknowledged.filter((id) => !stored.has(id));
}

/** A copy of the checkout's files (tracked and untracked, not ignored) as a fresh git repository: the `<repository>` of the docs. */
function copyCheckout(): void {
  rmSync(REPO, { recursive: true, force: true });
  mkdirSync(REPO, { recursive: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) cpSync(path.join(ROOT, file), path.join(REPO, file), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=deploy test', '-c', 'user.email=deploy-test@localhost', 'commit', '-q', '-m', 'the checkout under test');
}

/** Builds an image from test/deploy/images/<name>.Containerfile with `context` as its context. */
function buildImage(tag: string, containerfile: string, context = IMAGES): Promise<void> {
  return run('podman', ['build', '--quiet', '--tag', tag, '--file', path.join(IMAGES, containerfile), context]);
}

before(async () => {
  assert.equal(process.getuid?.(), 0, 'npm run test:deploy runs as root (podman with systemd containers)');
  for (const tool of ['podman', 'runc', 'mmdebstrap', 'podman-compose', 'git']) {
    assert.ok(
      execFileSync('bash', ['-c', `command -v ${tool} || true`], { encoding: 'utf8' }).trim(),
      `${tool} is missing: apt-get install -y podman runc mmdebstrap podman-compose git`,
    );
  }
  if (process.env.DEPLOY_TEST_CLEAN) {
    removeAll({ containers: CONTAINERS, volumes: [...VOLUMES, 'siam-deploy-npm-cache'], networks: NETWORKS });
    // The storage's layers are mounted: podman itself unmounts and removes them (a plain rm gets EBUSY).
    mkdirSync(WORK, { recursive: true });
    writePodmanConfig();
    podman(['system', 'reset', '--force'], { timeoutMs: 20 * 60_000 });
    rmSync(WORK, { recursive: true, force: true });
  }
  mkdirSync(WORK, { recursive: true });
  writePodmanConfig();
  removeAll({ containers: CONTAINERS, volumes: VOLUMES, networks: NETWORKS });
  rmSync(path.join(WORK, 'srv'), { recursive: true, force: true });
  copyCheckout();
  [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
});

after(() => {
  if (!process.env.DEPLOY_TEST_KEEP) removeAll({ containers: CONTAINERS, volumes: VOLUMES, networks: NETWORKS });
  // The cache keeps the images in use: those a rebuild replaced (a changed checkout) go, so it does not grow.
  podmanStatus(['image', 'prune', '--force']);
  console.log(`[deploy] timings (s): ${timings.map(([label, s]) => `${label} ${s}`).join('; ')}`);
  writeFileSync(path.join(WORK, 'timings.json'), JSON.stringify(Object.fromEntries(timings), null, 1));
});

void test('every shell block of the deploy walk in docs/operations.md is marked for the deploy test', () => {
  assert.equal(walk.blocks.size, shellBlockCount(walk.file, 'From a fresh Debian server to a running site'));
});

void test('the stand-in base images build: Debian by mmdebstrap, node:22-slim and caddy:2 on it', async () => {
  await timed('base: Debian root file system (mmdebstrap) and import', async () => {
    if (hasImage('localhost/debian:bookworm')) return;
    const tar = path.join(WORK, 'bookworm.tar');
    await run('mmdebstrap', ['--quiet', '--variant=minbase', 'bookworm', tar]);
    podman(['import', tar, 'localhost/debian:bookworm']);
    rmSync(tar);
  });
  await timed('base: node:22-slim stand-in', async () => {
    // The project's Node 22 (the `node` dependency's binary) and the machine's npm.
    const context = path.join(WORK, 'node-context');
    rmSync(context, { recursive: true, force: true });
    mkdirSync(context);
    cpSync(path.join(ROOT, 'node_modules/node/bin/node'), path.join(context, 'node'));
    const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    cpSync(path.join(npmRoot, 'npm'), path.join(context, 'npm'), { recursive: true });
    await buildImage('docker.io/library/node:22-slim', 'node.Containerfile', context);
    assert.match(podman(['run', '--rm', 'docker.io/library/node:22-slim', 'node', '--version']), /^v22\./);
  });
  await timed('base: caddy:2 stand-in (Debian caddy)', () => buildImage('docker.io/library/caddy:2', 'caddy.Containerfile'));
  await timed('base: Debian server with systemd', () => buildImage('localhost/siam-deploy-server', 'server.Containerfile'));
});

void test('the container: built from deploy/Dockerfile, run with a named volume as the docs say', async () => {
  await timed('container: packages (host)', async () => {
    if (
      execFileSync('bash', ['-c', 'dpkg -s podman podman-compose git restic openssh-client cron >/dev/null 2>&1 && echo ok || true'], {
        encoding: 'utf8',
      }).trim() === 'ok'
    ) {
      walk.take('host', 'packages');
      return;
    }
    await runDoc('host', 'packages');
  });
  await timed('container: clone', async () => {
    mkdirSync(path.dirname(SRV), { recursive: true });
    await runDoc('host', 'code');
  });
  await timed('container: build and run', () => runDoc('host', 'run'));
  const check = await timed('container: health and HEALTHCHECK', () => runDoc('host', 'check'));
  assert.match(check, /"ok":true/);
  assert.match(check, /healthy\s*$/);

  for (const page of ['/', '/th/', '/male-strippers/bangkok', '/pricing/pattaya', '/api/performers']) {
    assert.equal((await get(page)).status, 200, page);
  }
  // What the image weighs, and its largest parts (the packages the site runs on, the base's system).
  const megabytes = Math.round(Number(podman(['image', 'inspect', '--format', '{{.Size}}', 'siam-hunks'])) / 1e6);
  const parts = inContainer('siam-hunks', 'du -sm /usr /app/dist /app/node_modules 2>/dev/null').replace(/\s+/g, ' ');
  console.log(`[deploy] image: ${megabytes} MB (MB each: ${parts})`);
  assert.equal(inContainer('siam-hunks', 'id -u'), '10001');
  assert.equal(
    podman(['top', 'siam-hunks', 'user', 'comm'])
      .split('\n')
      .slice(1)
      .filter((line) => !/^siam\s/.test(line))
      .join('\n'),
    '',
  );
});

void test('the container: a graceful podman stop under a stream of bookings, data kept across a restart and a rebuild', async () => {
  const volume = podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', 'siam-hunks-data']);
  let exitCode = '';
  let walBytes = -1;
  const report = await timed('container: stop and start under a stream', () =>
    streamAcross({
      port: appPort,
      firstBooking: 0,
      before: 20,
      after: 20,
      action: async () => {
        // Without blocking this process: a stop run synchronously froze the stream's clients, so a request whose
        // connection the server had just accepted was never written, and the server cut it at the end of its grace.
        await run('podman', ['stop', 'siam-hunks'], { stdio: ['ignore', 'ignore', 'inherit'] });
        exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', 'siam-hunks']);
        const wal = path.join(volume, 'app.db-wal');
        walBytes = existsSync(wal) ? statSync(wal).size : 0;
        podman(['start', 'siam-hunks']);
        await until('the container answers again', async () => (await get('/api/health')).status === 200, 240, 50);
      },
      // Without a socket held for it, a stop resets what was still connecting when the server closed its socket
      // (after taking its listen queue): never a request the server had read, as a second try of it shows.
      resetsSentAgain: true,
    }),
  );
  console.log(`[deploy] container stop and start: ${summary(report)}`);
  // What the server said about its stop (the shutdown's lines are on its log), to tell why a request was cut.
  if (report.cut.length > 0)
    console.log(execFileSync('bash', ['-c', 'podman logs --tail 60 siam-hunks 2>&1'], { env: podmanEnv, encoding: 'utf8' }));
  assert.equal(exitCode, '0');
  assert.equal(walBytes, 0, 'the WAL was checkpointed into the database');
  assert.deepEqual(report.cut, []);
  assert.deepEqual(report.failed, []);
  assert.deepEqual(lost(report, containerBookingIds('siam-hunks')), []);

  await timed('container: update (rebuild, replace the container)', () => runDoc('host', 'update'));
  await until('the new container answers', async () => (await get('/api/health')).status === 200, 240, 250);
  assert.deepEqual(lost(report, containerBookingIds('siam-hunks')), [], 'every booking is still there after the rebuild');
  podman(['stop', 'siam-hunks']);
});

/** HTTPS through the compose file's Caddy on its published loopback port, trusting Caddy's local authority. */
function viaCaddy(ca: string, options: { method?: string; path: string; body?: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: 'localhost',
        ca,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: 'localhost', 'content-type': 'application/json' },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

void test('compose: the app behind Caddy, the client address passed to it (TRUST_PROXY)', async () => {
  await timed('compose: up (build, app, Caddy)', () =>
    runDoc('host', 'compose', { HTTP_PUBLISH: `127.0.0.1:${httpPort}`, HTTPS_PUBLISH: `127.0.0.1:${httpsPort}` }),
  );
  try {
    await until(
      'Caddy has its certificate',
      () => inContainer('deploy_caddy_1', 'test -s /data/caddy/pki/authorities/local/root.crt') !== undefined,
      120,
      500,
    );
    const ca = inContainer('deploy_caddy_1', 'cat /data/caddy/pki/authorities/local/root.crt');
    await until('the app answers through Caddy', async () => (await viaCaddy(ca, { path: '/api/health' })).status === 200, 240, 500);
    assert.equal((await viaCaddy(ca, { path: '/male-strippers/bangkok' })).status, 200);

    // The contact form takes 5 messages per client in 10 minutes. This machine is one client (Caddy sees
    // it through the published port); Caddy's own container is another. Were the app to count Caddy's
    // address (no TRUST_PROXY), the second would be refused too.
    const contact = (n: number) =>
      JSON.stringify({
        firstName: 'Deploy',
        lastName: `Test${n}`,
        email: `deploy${n}@example.com`,
        phone: '',
        inquiryType: 'booking',
        message: 'A hens night next month?',
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await viaCaddy(ca, { method: 'POST', path: '/api/contacts', body: contact(n) })).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
    const other = inContainer(
      'deploy_caddy_1',
      `curl -s -o /dev/null -w '%{http_code}' --cacert /data/caddy/pki/authorities/local/root.crt -H 'content-type: application/json' --data '${contact(9)}' https://localhost/api/contacts`,
    );
    assert.equal(other, '201');
  } finally {
    await timed('compose: down', () =>
      run('podman-compose', ['-f', path.join(SRV, 'deploy/compose.yaml'), 'down'], { cwd: SRV, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  }
});

/** Runs the stream inside the server container (its service listens on the container's loopback) across `action`. */
function streamInServer(firstBooking: number, action: string): StreamReport {
  const out = podman(
    // The project's Node 22 first on the PATH, as npm scripts have it.
    [
      'exec',
      '-w',
      '/srv/siam-hunks',
      '--env',
      'PATH=/srv/siam-hunks/node_modules/.bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'siam-deploy-server',
      'tsx',
      'test/deploy/stream-cli.ts',
      '4321',
      String(firstBooking),
      '20',
      '20',
      action,
    ],
    { timeoutMs: 10 * 60_000 },
  );
  return JSON.parse(out.split('\n').at(-1)!) as StreamReport;
}

/** The replica's part of the server's health answer (loopback inside the server container). */
function serverReplica(): { running: boolean; restarts: number; ageSeconds: number | null } | null {
  const out = podmanStatus(['exec', 'siam-deploy-server', 'curl', '-s', 'http://127.0.0.1:4321/api/health']);
  if (out.code !== 0) return null;
  try {
    return (JSON.parse(out.output) as { replica?: { running: boolean; restarts: number; ageSeconds: number | null } }).replica ?? null;
  } catch {
    return null;
  }
}

/**
 * The docs' step 8 under systemd: Litestream started with the site streams to the backup machine; killed,
 * the site starts it again; bookings written then are on the backup machine (restored from there alone
 * into a scratch file and read).
 */
async function systemdReplica(): Promise<void> {
  await runDoc('offsite', 'replica');
  assert.match(await runDoc('server', 'replica'), /"replica":\{"running":true/);
  await until('the replica holds every write', () => serverReplica()?.ageSeconds === 0, 120, 250);
  // A dead Litestream (SIGKILL) is started again by the site, which says so.
  inContainer('siam-deploy-server', 'kill -9 $(grep -slx litestream /proc/[0-9]*/comm | cut -d/ -f3)');
  await until('the site started Litestream again', () => serverReplica()?.restarts === 1 && serverReplica()?.running === true, 60, 250);
  const report = streamInServer(5000, 'true');
  assert.deepEqual(report.failed, []);
  await until('the replica holds every write', () => serverReplica()?.ageSeconds === 0, 120, 250);
  const litestream = '/srv/siam-hunks/node_modules/@flydotio/litestream-linux-x64/litestream';
  const onBackupMachine = new Set(
    inContainer(
      'siam-deploy-server',
      `rm -f /tmp/replica-check.db* && ${litestream} restore -config /var/lib/siam-hunks/litestream.yml -o /tmp/replica-check.db /var/lib/siam-hunks/app.db && sqlite3 /tmp/replica-check.db 'select id from bookings' && rm -f /tmp/replica-check.db*`,
    )
      .split('\n')
      .filter(Boolean),
  );
  console.log(
    `[deploy] systemd replica: ${report.acknowledged.length} bookings acknowledged, ${lost(report, onBackupMachine).length} missing on the backup machine; Litestream killed once and started again by the site`,
  );
  assert.ok(report.acknowledged.length > 0);
  assert.deepEqual(lost(report, onBackupMachine), []);
}

/** Rows of a query on the server's database (Debian's sqlite3, as the docs install it). */
function serverQuery(sql: string): string[] {
  return inContainer('siam-deploy-server', `sqlite3 /var/lib/siam-hunks/app.db "${sql}"`).split('\n').filter(Boolean);
}

void test('systemd: the unit and the socket installed as the docs say, restarted under a stream with nothing refused, cut or lost', async () => {
  await timed('systemd: server and backup machine containers', () => {
    podman(['network', 'create', 'siam-deploy']);
    for (const name of ['siam-deploy-server', 'offsite']) {
      podman([
        'run',
        '--detach',
        '--name',
        name,
        '--hostname',
        name,
        '--network',
        'siam-deploy',
        '--systemd=always',
        '--privileged',
        // npm's cache in a volume kept between runs (a cache only: DEPLOY_TEST_CLEAN=1 removes it).
        ...(name === 'siam-deploy-server'
          ? ['--volume', `${REPO}:/mnt/repo:ro`, '--volume', 'siam-deploy-npm-cache:/root/.npm', ...CA_OPTIONS]
          : []),
        'localhost/siam-deploy-server',
      ]);
    }
  });
  await until(
    'systemd is up',
    () => /running|degraded/.test(podmanStatus(['exec', 'siam-deploy-server', 'systemctl', 'is-system-running']).output),
    120,
    500,
  );
  await timed('systemd: packages', () => runDoc('server', 'packages'));
  await timed('systemd: user and folders', () => runDoc('server', 'user'));
  await timed('systemd: clone, npm install, build', () => runDoc('server', 'code'));
  await timed('systemd: settings', () => runDoc('server', 'settings'));
  const health = await timed('systemd: units installed and started', () => runDoc('server', 'service'));
  assert.match(health, /"ok":true/);
  await timed('systemd: Caddy', () => runDoc('server', 'caddy'));
  assert.match(
    inContainer(
      'siam-deploy-server',
      'curl -s --retry 10 --retry-all-errors --retry-delay 1 --cacert /var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt https://localhost/api/health',
    ),
    /"ok":true/,
  );
  assert.equal(inContainer('siam-deploy-server', 'stat -c %U "/proc/$(systemctl show -p MainPID --value siam-hunks)"'), 'siam');

  await timed('systemd: update (git pull, npm install, build, restart)', () => runDoc('server', 'update'));
  const report = await timed('systemd: restart under a stream', () => streamInServer(0, 'systemctl restart siam-hunks'));
  const stored = new Set(serverQuery('select id from bookings'));
  console.log(`[deploy] systemd restart: ${summary(report)}; lost ${lost(report, stored).length}`);
  assert.equal(report.refused, 0);
  assert.deepEqual(report.cut, []);
  assert.deepEqual(report.failed, []);
  assert.deepEqual(lost(report, stored), []);
});

void test('backups off the machine: taken while bookings are written, shipped encrypted, restored from the remote alone', async () => {
  await timed('offsite: backup account on the backup machine', () => runDoc('offsite', 'account'));
  const key = await runDoc('server', 'offsite-key');
  const publicKey = key.trim().split('\n').at(-1)!;
  assert.match(publicKey, /^ssh-ed25519 /);
  podman([
    'exec',
    'offsite',
    'bash',
    '-c',
    `echo '${publicKey}' >> /home/siam-backup/.ssh/authorized_keys && chown siam-backup: /home/siam-backup/.ssh/authorized_keys && chmod 600 /home/siam-backup/.ssh/authorized_keys`,
  ]);
  await timed('offsite: repository initialised', () => runDoc('server', 'offsite-init'));
  await timed('systemd replica: set up, supervised, a booking on the backup machine', systemdReplica);
  // An uploaded photo (the admin's upload writes it there), to come back with the restore.
  inContainer(
    'siam-deploy-server',
    'install -d -o siam -g siam -m 0700 /var/lib/siam-hunks/uploads && head -c 4096 /dev/urandom > /var/lib/siam-hunks/uploads/deploy-test.jpg && chown siam:siam /var/lib/siam-hunks/uploads/deploy-test.jpg',
  );
  const photo = inContainer('siam-deploy-server', 'sha256sum /var/lib/siam-hunks/uploads/deploy-test.jpg');
  await timed('offsite: timer installed, first copy', () => runDoc('server', 'offsite-timer'));

  const report = await timed('offsite: backup while bookings stream in', () =>
    streamInServer(1000, 'systemctl start siam-hunks-offsite.service'),
  );
  console.log(`[deploy] backup under a stream: ${summary(report)}`);
  assert.deepEqual(report.cut, []);
  assert.deepEqual(report.failed, []);
  const beforeBackup = report.acknowledged.slice(0, report.acknowledgedBeforeAction);
  const snapshots = inContainer('siam-deploy-server', 'set -a && . /etc/siam-hunks-backup.env && restic snapshots --json');
  // The remote's retention keeps one copy a day: the first of today was forgotten and pruned.
  assert.equal((JSON.parse(snapshots) as unknown[]).length, 1);
  // Encrypted: the remote holds no readable booking.
  assert.equal(podmanStatus(['exec', 'offsite', 'bash', '-c', 'grep -rl "Reliability Tester" /home/siam-backup/siam-hunks']).code, 1);

  await timed('offsite: wipe the data and the local backups', () =>
    inContainer(
      'siam-deploy-server',
      'systemctl stop siam-hunks.socket siam-hunks.service && rm -rf /var/lib/siam-hunks/* /var/backups/siam-hunks/*',
    ),
  );
  await timed('offsite: restore from the remote', () => runDoc('server', 'offsite-restore'));
  const stored = new Set(serverQuery('select id from bookings'));
  assert.deepEqual(
    beforeBackup.filter((id) => !stored.has(id)),
    [],
    'every booking acknowledged before the backup is back',
  );
  const mailed = new Set(serverQuery('select distinct booking_id from outbox where booking_id is not null'));
  assert.deepEqual(
    beforeBackup.filter((id) => !mailed.has(id)),
    [],
    'each of them has its e-mail in the outbox',
  );
  assert.equal(inContainer('siam-deploy-server', 'sha256sum /var/lib/siam-hunks/uploads/deploy-test.jpg'), photo);
});

void test('the container way: its backup shipped off the machine while bookings are written, restored from the remote alone', async () => {
  podman(['start', 'siam-hunks']);
  await until('the container answers', async () => (await get('/api/health')).status === 200, 240, 250);
  offsiteAddress = podman(['inspect', '--format', '{{(index .NetworkSettings.Networks "siam-deploy").IPAddress}}', 'offsite']);
  assert.match(offsiteAddress, /^\d+\.\d+\.\d+\.\d+$/);
  // ssh reads root's own configuration whatever HOME says: a wrapper gives it the test's.
  rmSync(HOST_OFFSITE, { recursive: true, force: true });
  mkdirSync(path.join(HOST_OFFSITE, 'bin'), { recursive: true });
  writeFileSync(
    path.join(HOST_OFFSITE, 'bin/ssh'),
    `#!/bin/sh\nexec /usr/bin/ssh -F ${HOST_OFFSITE}/ssh/config -o UserKnownHostsFile=${HOST_OFFSITE}/ssh/known_hosts "$@"\n`,
    { mode: 0o755 },
  );
  const env = hostOffsiteEnv();
  // The docs' step 5: steps 1 and 2 on the machine that runs podman.
  const publicKey = (await runDoc('host', 'offsite-key', env, 'server')).trim().split('\n').at(-1)!;
  assert.match(publicKey, /^ssh-ed25519 /);
  inContainer('offsite', `echo '${publicKey}' >> /home/siam-backup/.ssh/authorized_keys`);
  await timed('container offsite: repository initialised', () => runDoc('host', 'offsite-init', env, 'server'));

  const volume = podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', 'siam-hunks-data']);
  inContainer('siam-hunks', 'mkdir -p /data/uploads && head -c 4096 /dev/urandom > /data/uploads/deploy-test.jpg');
  const photo = execFileSync('sha256sum', [path.join(volume, 'uploads/deploy-test.jpg')], { encoding: 'utf8' }).split(' ')[0];
  const report = await timed('container offsite: backup while bookings stream in', () =>
    streamAcross({
      port: appPort,
      firstBooking: 2000,
      before: 20,
      after: 20,
      action: async () => void (await runDoc('host', 'offsite', env)),
    }),
  );
  console.log(`[deploy] container backup under a stream: ${summary(report)}`);
  assert.deepEqual(report.cut, []);
  assert.deepEqual(report.failed, []);
  const beforeBackup = report.acknowledged.slice(0, report.acknowledgedBeforeAction);
  // Encrypted on the remote.
  assert.equal(
    podmanStatus(['exec', 'offsite', 'bash', '-c', 'grep -rl "Reliability Tester" /home/siam-backup/siam-hunks-container']).code,
    1,
  );

  await timed('container offsite: wipe the volume', () => {
    podman(['stop', 'siam-hunks']);
    for (const entry of readdirSync(volume)) rmSync(path.join(volume, entry), { recursive: true, force: true });
  });
  await timed('container offsite: restore from the remote', () => runDoc('host', 'offsite-restore', env));
  const stored = containerBookingIds('siam-hunks');
  assert.deepEqual(
    beforeBackup.filter((id) => !stored.has(id)),
    [],
    'every booking acknowledged before the backup is back',
  );
  assert.equal(execFileSync('sha256sum', [path.join(volume, 'uploads/deploy-test.jpg')], { encoding: 'utf8' }).split(' ')[0], photo);
});

/** The drill site's owner password (the files' check reads slips as the owner). */
const DRILL_ADMIN_PASSWORD = 'drill owner password 58';

/** The drill site on `volume` as the file lanes reach it: the published port, the volume's outbox folder. */
function drillSite(volume: string): FileSite {
  const mountpoint = podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume]);
  return { port: drillPort, outbox: path.join(mountpoint, 'outbox'), adminPassword: DRILL_ADMIN_PASSWORD };
}

/** The ids of the bookings in a volume's database that no site runs on (read by a one-off container of the image). */
function volumeBookingIds(volume: string): Set<string> {
  const js =
    "const D=require('better-sqlite3');const d=new D('/data/app.db',{readonly:true});console.log(JSON.stringify(d.prepare('select id from bookings').pluck().all()))";
  return new Set(
    JSON.parse(podman(['run', '--rm', '--volume', `${volume}:/data`, '--entrypoint', 'node', 'siam-hunks', '-e', js])) as string[],
  );
}

/** The drill's replica on the backup machine (Litestream over SFTP, with the key of the container way's backups). */
const DRILL_REPLICA = '/home/siam-backup/replica-container';
const DRILL_KEY_DIR = path.join(WORK, 'drill-key');

/** Starts the site in the container `siam-drill` on `volume`, streaming its database to the backup machine. */
function startDrillContainer(volume: string): void {
  podmanStatus(['rm', '--force', 'siam-drill']);
  podman([
    'run',
    '--detach',
    '--name',
    'siam-drill',
    '--network',
    'siam-deploy',
    '--publish',
    `127.0.0.1:${drillPort}:4321`,
    '--volume',
    `${volume}:/data`,
    '--volume',
    `${DRILL_KEY_DIR}:/run/replica:ro`,
    '--env-file',
    path.join(SRV, 'deploy/.env'),
    '--env',
    'TRUST_PROXY=1',
    '--env',
    `REPLICA_URL=sftp://siam-backup@${offsiteAddress}${DRILL_REPLICA}`,
    '--env',
    'REPLICA_SSH_KEY=/run/replica/key',
    '--env',
    `ADMIN_PASSWORD=${DRILL_ADMIN_PASSWORD}`,
    'siam-hunks',
  ]);
}

/** The replica's state as the drill container's own health answer gives it (loopback inside the container). */
function drillReplica(): { running: boolean; ageSeconds: number | null } | null {
  const js =
    "fetch('http://127.0.0.1:4321/api/health').then(async (r) => console.log(JSON.stringify((await r.json()).replica ?? null)), () => console.log('null'))";
  const out = podmanStatus(['exec', 'siam-drill', 'node', '-e', js]);
  return out.code === 0 ? (JSON.parse(out.output.trim() || 'null') as { running: boolean; ageSeconds: number | null } | null) : null;
}

/**
 * Restores the replica alone (as it was at `timestamp`, when given) onto a new volume, with the docs' configuration,
 * the key and the image's restore tool; answers what the tool said (a last segment cut short by the kill is named).
 */
function restoreReplica(volume: string, timestamp?: string): string {
  podman(['volume', 'create', volume]);
  // A fresh machine knows only the replica's address and the key (the configuration below is the docs').
  return podman([
    'run',
    '--rm',
    '--network',
    'siam-deploy',
    '--volume',
    `${volume}:/data`,
    '--volume',
    `${DRILL_KEY_DIR}:/run/replica:ro`,
    'siam-hunks',
    'node',
    'tools/db-restore-replica.mjs',
    '-config',
    '/run/replica/litestream.yml',
    ...(timestamp ? ['-timestamp', timestamp] : []),
    '-o',
    '/data/app.db',
    '/data/app.db',
  ]);
}

/** SIGKILLs the drill container (a dead machine: no graceful stop), restores the replica alone onto a new volume and starts the site on it; answers the restore's seconds. */
async function killAndRestore(volume: string): Promise<number> {
  podman(['kill', '--signal', 'KILL', 'siam-drill']);
  const startedAt = Date.now();
  const said = restoreReplica(volume);
  const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
  console.log(`[deploy] drill restore onto ${volume}: ${said}`);
  startDrillContainer(volume);
  await until(
    'the restored site answers',
    async () => (await fetch(`http://127.0.0.1:${drillPort}/api/health`).catch(() => undefined))?.status === 200,
    240,
    250,
  );
  return seconds;
}

void test('the drill: the database streamed to the backup machine; the machine killed; a new one restored from the replica alone', async () => {
  drillPort = await freePort();
  // The backup machine's folder, and the key (the container way's backup key) readable by the site's user.
  inContainer('offsite', `install -d -o siam-backup -g siam-backup -m 0700 ${DRILL_REPLICA}`);
  rmSync(DRILL_KEY_DIR, { recursive: true, force: true });
  mkdirSync(DRILL_KEY_DIR, { mode: 0o700 });
  cpSync(path.join(HOST_OFFSITE, 'ssh/siam-hunks-backup'), path.join(DRILL_KEY_DIR, 'key'));
  writeFileSync(
    path.join(DRILL_KEY_DIR, 'litestream.yml'),
    JSON.stringify({
      dbs: [
        {
          path: '/data/app.db',
          replicas: [{ url: `sftp://siam-backup@${offsiteAddress}${DRILL_REPLICA}`, 'key-path': '/run/replica/key' }],
        },
      ],
    }),
  );
  execFileSync('chown', ['-R', '10001:10001', DRILL_KEY_DIR]);
  execFileSync('chmod', ['0600', path.join(DRILL_KEY_DIR, 'key')]);

  podman(['volume', 'create', 'siam-drill-1']);
  startDrillContainer('siam-drill-1');
  await until('the replica holds every write', () => drillReplica()?.ageSeconds === 0, 240, 250);

  // 1. Bookings, slips and photos written, the replica caught up (no write it lacks), then the machine
  // dies: nothing is lost, and the restored site serves every slip and photo with the same bytes.
  const calmFiles = fileLane(drillSite('siam-drill-1'), 6000, 4);
  const calm = await streamAcross({ port: drillPort, firstBooking: 3000, before: 20, after: 0, action: async () => {} });
  const calmUploads = await calmFiles.done;
  await until('the replica holds every write', () => drillReplica()?.ageSeconds === 0, 240, 250);
  const calmRestore = await killAndRestore('siam-drill-2');
  const calmLost = lost(calm, containerBookingIds('siam-drill'));
  const calmMissing = await missingFiles(drillSite('siam-drill-2'), calmUploads);
  console.log(
    `[deploy] drill, killed once the replica held every write: ${calm.acknowledged.length} bookings acknowledged, ${calmLost.length} lost; ${filesCount(calmUploads)} acknowledged, ${filesCount(calmMissing)} missing; restore ${calmRestore} s`,
  );
  assert.deepEqual(calmLost, []);
  assert.equal(calmUploads.length, 4);
  assert.deepEqual(calmMissing, []);

  // A moment to come back to: bookings written, the replica caught up, then nothing for two sync intervals.
  await until('the restored site streams again', () => drillReplica()?.ageSeconds === 0, 240, 250);
  const marked = await streamAcross({ port: drillPort, firstBooking: 3500, before: 10, after: 0, action: async () => {} });
  await until('the replica holds every write', () => drillReplica()?.ageSeconds === 0, 240, 250);
  const pointInTime = new Date(Date.now() + 1000).toISOString();
  await until('two sync intervals passed', () => Date.now() > Date.parse(pointInTime) + 1000, 40, 100);

  // 2. Killed in the middle of a stream of bookings, slips and photos: what the last interval held is the recovery point.
  const rushFiles = fileLane(drillSite('siam-drill-2'), 7000);
  await until('a photo and a slip uploaded', () => rushFiles.acknowledged.length >= 2 || rushFiles.failed(), 600, 100);
  let rushRestore = 0;
  let killedAt = 0;
  const rush = await streamAcross({
    port: drillPort,
    firstBooking: 4000,
    before: 40,
    after: 10,
    action: async () => {
      rushFiles.stop();
      killedAt = Date.now();
      rushRestore = await killAndRestore('siam-drill-3');
    },
  });
  const rushUploads = (await rushFiles.done).filter((file) => file.at < killedAt);
  const stored = containerBookingIds('siam-drill');
  const before = rush.acknowledged.slice(0, rush.acknowledgedBeforeAction);
  const rushLost = lost({ ...rush, acknowledged: before }, stored);
  const rushMissing = await missingFiles(drillSite('siam-drill-3'), rushUploads);
  const waited = rushUploads.filter((file) => file.at < killedAt - 1000);
  console.log(
    `[deploy] drill, killed during a stream: ${before.length} bookings acknowledged before the kill, ${rushLost.length} lost (REPLICA_SYNC_SECONDS=1); ` +
      `${filesCount(rushUploads)} acknowledged before the kill, ${filesCount(rushMissing)} missing (${rushMissing.filter((file) => waited.includes(file)).length} of the ${waited.length} acknowledged more than a sync interval before it); ` +
      `restore ${rushRestore} s; ${rush.acknowledged.length - before.length} bookings more after it`,
  );
  assert.ok(stored.size > 0);
  assert.deepEqual(
    [...calm.acknowledged, ...marked.acknowledged].filter((id) => !stored.has(id)),
    [],
    'the bookings of the first restore are in the replica of the second',
  );
  assert.deepEqual(await missingFiles(drillSite('siam-drill-3'), calmUploads), [], "the first restore's files are served by the second");
  podman(['kill', '--signal', 'KILL', 'siam-drill']);

  // 3. The database as it was at a time: every booking written before it, none of those written after.
  const pointStartedAt = Date.now();
  restoreReplica('siam-drill-4', pointInTime);
  const pointRestore = Math.round((Date.now() - pointStartedAt) / 100) / 10;
  const atPoint = volumeBookingIds('siam-drill-4');
  const beforePoint = [...calm.acknowledged, ...marked.acknowledged];
  console.log(
    `[deploy] drill, restored as it was at ${pointInTime}: ${beforePoint.filter((id) => atPoint.has(id)).length} of the ${beforePoint.length} bookings written before it, ` +
      `${rush.acknowledged.filter((id) => atPoint.has(id)).length} of the ${rush.acknowledged.length} written after it; restore ${pointRestore} s`,
  );
  assert.deepEqual(
    beforePoint.filter((id) => !atPoint.has(id)),
    [],
    'every booking written before the time',
  );
  assert.deepEqual(
    rush.acknowledged.filter((id) => atPoint.has(id)),
    [],
    'no booking written after it',
  );
});

/** Files by kind, for the drill's lines: "2 slips and 3 photos". */
function filesCount(files: AcknowledgedFile[]): string {
  const slips = files.filter((file) => file.kind === 'slip').length;
  return `${slips} slips and ${files.length - slips} photos`;
}

void test('every block of the deploy walk was run', () => {
  assert.deepEqual(walk.notRun(), []);
});
