// useSettings: a file's settings hold for each of its tests, though vitest restores the environment before each.
import { describe, expect, it, vi } from 'vitest';
import { useSettings } from './file-settings';

useSettings({ FILE_SETTINGS_PROBE: 'the file', FILE_SETTINGS_GONE: undefined });

describe('useSettings', () => {
  it('sets the file settings for the first test; a test may stub one for itself', () => {
    expect(process.env.FILE_SETTINGS_PROBE).toBe('the file');
    expect('FILE_SETTINGS_GONE' in process.env).toBe(false);
    vi.stubEnv('FILE_SETTINGS_PROBE', 'one test');
  });

  it('sets them again for the next test, without the stub the previous test made', () => {
    expect(process.env.FILE_SETTINGS_PROBE).toBe('the file');
  });
});
