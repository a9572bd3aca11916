import { describe, expect, it } from 'vitest';
import { toggleOne } from './one-open';

describe('toggleOne', () => {
  it('opens the clicked item, closing any other', () => {
    expect(toggleOne(null, 2)).toBe(2);
    expect(toggleOne(1, 2)).toBe(2);
  });
  it('closes the open item when clicked again', () => {
    expect(toggleOne(2, 2)).toBeNull();
  });
});
