import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDate, now, resetClock, setClock } from './clock';

afterEach(() => {
  resetClock();
  vi.useRealTimers();
});

describe('clock', () => {
  it('reads the system time by default, so fake timers move it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 0, 2, 3, 4, 5));
    expect(now()).toBe(Date.UTC(2030, 0, 2, 3, 4, 5));
    vi.advanceTimersByTime(60_000);
    expect(now()).toBe(Date.UTC(2030, 0, 2, 3, 5, 5));
    expect(currentDate().toISOString()).toBe('2030-01-02T03:05:05.000Z');
  });

  it('stays where a test set it until reset', () => {
    setClock(Date.UTC(2001, 8, 9, 10, 0, 0));
    expect(now()).toBe(Date.UTC(2001, 8, 9, 10, 0, 0));
    expect(currentDate().toISOString()).toBe('2001-09-09T10:00:00.000Z');
    resetClock();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  });

  it('reads a function at each call', () => {
    let ms = 1_000;
    setClock(() => ms);
    expect(now()).toBe(1_000);
    ms = 5_000;
    expect(currentDate().getTime()).toBe(5_000);
  });

  it('gives a fresh Date each time', () => {
    setClock(0);
    const first = currentDate();
    first.setFullYear(1999);
    expect(currentDate().getTime()).toBe(0);
  });
});
