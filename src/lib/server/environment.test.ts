// The listening settings the production server and astro.config.mjs read from the one settings module.
import { describe, expect, it, vi } from 'vitest';
import { host, inheritedSocketFd, isHttpsSite, logFormat, logLevel, port, serverEntrySetting, trustProxy } from './environment.mjs';

describe('server settings', () => {
  it('listen on 127.0.0.1:4321 unless HOST and PORT say otherwise', () => {
    vi.stubEnv('HOST', '');
    vi.stubEnv('PORT', '');
    expect([host(), port()]).toEqual(['127.0.0.1', 4321]);
    vi.stubEnv('HOST', '::1');
    vi.stubEnv('PORT', '8080');
    expect([host(), port()]).toEqual(['::1', 8080]);
  });

  it('take the socket systemd passed (fd 3) only when LISTEN_PID names this process, as sd_listen_fds does', () => {
    vi.stubEnv('LISTEN_FDS', '1');
    vi.stubEnv('LISTEN_PID', '');
    expect(inheritedSocketFd()).toBeUndefined();
    vi.stubEnv('LISTEN_PID', String(process.pid + 1));
    expect(inheritedSocketFd()).toBeUndefined();
    vi.stubEnv('LISTEN_PID', String(process.pid));
    expect(inheritedSocketFd()).toBe(3);
    vi.stubEnv('LISTEN_FDS', '2');
    expect(inheritedSocketFd()).toBe(3);
    vi.stubEnv('LISTEN_FDS', '0');
    expect(inheritedSocketFd()).toBeUndefined();
    vi.stubEnv('LISTEN_FDS', '');
    expect(inheritedSocketFd()).toBeUndefined();
    vi.stubEnv('LISTEN_FDS', 'three');
    expect(inheritedSocketFd).toThrow('LISTEN_FDS must be a whole number, not "three"');
  });

  it('log one line per request unless LOG_LEVEL says otherwise, and refuse an unknown level', () => {
    vi.stubEnv('LOG_LEVEL', '');
    expect(logLevel()).toBe('info');
    vi.stubEnv('LOG_LEVEL', 'warn');
    expect(logLevel()).toBe('warn');
    vi.stubEnv('LOG_LEVEL', 'loud');
    expect(logLevel).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"');
  });

  it('log readable lines in a terminal and JSON elsewhere, unless LOG_FORMAT asks for one', () => {
    vi.stubEnv('LOG_FORMAT', '');
    expect(logFormat(true)).toBe('pretty');
    expect(logFormat(false)).toBe('json');
    vi.stubEnv('LOG_FORMAT', 'json');
    expect(logFormat(true)).toBe('json');
    vi.stubEnv('LOG_FORMAT', 'pretty');
    expect(logFormat(false)).toBe('pretty');
    vi.stubEnv('LOG_FORMAT', 'yaml');
    expect(() => logFormat(true)).toThrow('LOG_FORMAT must be one of auto, pretty, json, not "yaml"');
  });

  it('refuse a PORT that is not a port number', () => {
    for (const raw of ['http', '0', '65536', '80.5']) {
      vi.stubEnv('PORT', raw);
      expect(port, raw).toThrow(`PORT must be a whole number from 1 to 65535, not "${raw}"`);
    }
  });

  it('read https from SITE_URL, TRUST_PROXY through its parser, and the bench entry as an absolute path', () => {
    vi.stubEnv('SITE_URL', 'https://siamhunks.example');
    expect(isHttpsSite()).toBe(true);
    vi.stubEnv('SITE_URL', '');
    expect(isHttpsSite()).toBe(false);
    vi.stubEnv('TRUST_PROXY', '1');
    expect(trustProxy()).toEqual({ kind: 'hops', hops: 1 });
    vi.stubEnv('TRUST_PROXY', 'yes');
    expect(trustProxy).toThrow(/TRUST_PROXY must be/);
    vi.stubEnv('ASTRO_SERVER_ENTRY', 'dist/bench/server/entry.mjs');
    expect(serverEntrySetting()).toMatch(/^\/.*\/dist\/bench\/server\/entry\.mjs$/);
  });
});
