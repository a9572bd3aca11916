// The check `npm test` runs first: one message for every missing test tool, nothing when all are there.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '@test/temp-db';
import { isExecutableFile, missingTestToolsMessage } from './check-test-tools.mjs';

const temp = tempDir();
afterAll(() => temp.cleanup());

describe('missingTestToolsMessage', () => {
  it('says nothing when Chromium and Caddy are both there', () => {
    expect(missingTestToolsMessage({}, () => true)).toBeUndefined();
  });

  it('checks the default paths, or the ones CHROMIUM_PATH and CADDY_PATH give', () => {
    const asked: string[] = [];
    const usable = (file: string) => (asked.push(file), true);
    missingTestToolsMessage({}, usable);
    missingTestToolsMessage({ CHROMIUM_PATH: '/opt/chrome/chrome', CADDY_PATH: '/opt/caddy' }, usable);
    expect(asked).toEqual(['/usr/bin/chromium', '/usr/bin/caddy', '/opt/chrome/chrome', '/opt/caddy']);
  });

  it('names only the missing tool, its path, the install command and its variable', () => {
    const message = missingTestToolsMessage({ CHROMIUM_PATH: '/nonexistent' }, (file) => file !== '/nonexistent')!;
    expect(message).toContain('Chromium (the end-to-end tests): no program at /nonexistent');
    expect(message).not.toContain('Caddy (');
    expect(message).toContain('apt-get install -y chromium caddy');
    expect(message).toContain('export CHROMIUM_PATH with its path');
  });

  it('names both in one message when both are missing', () => {
    const message = missingTestToolsMessage({}, () => false)!;
    expect(message).toContain('no program at /usr/bin/chromium');
    expect(message).toContain('Caddy (the reverse-proxy test, e2e/security-proxy.spec.ts): no program at /usr/bin/caddy');
    expect(message).toContain('export CHROMIUM_PATH / CADDY_PATH with their paths');
  });
});

describe('isExecutableFile', () => {
  it('accepts an executable file only', () => {
    const program = path.join(temp.dir, 'program');
    const plain = path.join(temp.dir, 'plain');
    const folder = path.join(temp.dir, 'folder');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o755);
    writeFileSync(plain, '');
    chmodSync(plain, 0o644);
    mkdirSync(folder);
    expect(isExecutableFile(program)).toBe(true);
    expect(isExecutableFile(plain)).toBe(false);
    expect(isExecutableFile(folder)).toBe(false);
    expect(isExecutableFile(path.join(temp.dir, 'absent'))).toBe(false);
  });
});

describe('scripts/check-test-tools.mjs', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/check-test-tools.mjs'], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });

  it('stops with the message and a non-zero exit when a tool is missing', () => {
    const result = run({ CHROMIUM_PATH: path.join(temp.dir, 'absent'), CADDY_PATH: process.execPath });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`no program at ${path.join(temp.dir, 'absent')}`);
    expect(result.stdout).toBe('');
  });

  it('exits 0 silently when both are there', () => {
    const result = run({ CHROMIUM_PATH: process.execPath, CADDY_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stderr + result.stdout).toBe('');
  });
});
