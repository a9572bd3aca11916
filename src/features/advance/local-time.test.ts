// The guest's deadline in her own time beside Bangkok's (issue 57, item 1): written as the Bangkok one is, and
// nothing for a reader on Bangkok's clock or an unknown zone.
import { describe, expect, it } from 'vitest';
import { localDeadline } from './local-time';

const BANGKOK = 'Asia/Bangkok';
// 17:27 on 1 December 2026 in Bangkok (UTC+7).
const DEADLINE = Date.UTC(2026, 11, 1, 10, 27);

describe('localDeadline', () => {
  it('writes the instant in her zone as the Bangkok deadline is written', () => {
    expect(localDeadline(DEADLINE, 'Europe/London', BANGKOK)).toBe('01/12/2026, 10:27');
    expect(localDeadline(DEADLINE, 'Australia/Sydney', BANGKOK)).toBe('01/12/2026, 21:27');
    // The day changes too.
    expect(localDeadline(DEADLINE, 'America/Los_Angeles', BANGKOK)).toBe('01/12/2026, 02:27');
    expect(localDeadline(Date.UTC(2026, 11, 1, 3), 'America/Los_Angeles', BANGKOK)).toBe('30/11/2026, 19:00');
  });

  it('is empty on Bangkok’s clock (another zone at UTC+7 too) and for an unknown zone', () => {
    expect(localDeadline(DEADLINE, BANGKOK, BANGKOK)).toBe('');
    expect(localDeadline(DEADLINE, 'Asia/Jakarta', BANGKOK)).toBe('');
    expect(localDeadline(DEADLINE, 'Mars/Olympus', BANGKOK)).toBe('');
  });
});
