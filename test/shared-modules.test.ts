import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULE_TESTS } from '../vitest.config';

// What a test file in the `shared` project (one module registry per worker, vitest.config.ts) must not do:
// anything that changes a module or the process for the files after it.
const FORBIDDEN =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|spyOn|useFakeTimers|resetModules)\b|@test\/(hooks|client|temp-db|router|file-settings)|@db\/schema|process\.env/;

describe('the tests that share their modules', () => {
  it('exist, and none of them stubs, mocks, spies or opens a database', () => {
    const offenders = SHARED_MODULE_TESTS.filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
