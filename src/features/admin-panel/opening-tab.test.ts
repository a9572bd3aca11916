import { describe, expect, it } from 'vitest';
import { openingTab } from './opening-tab';

const owner = ['add-performer', 'performers', 'bookings', 'calendar', 'staff'];
const staff = ['performers', 'bookings', 'calendar'];

describe('the tab the admin panel opens on', () => {
  it('opens on Manage Bookings, not Add Performer, when nothing names a tab', () => {
    expect(openingTab('', null, owner)).toBe('bookings');
    expect(openingTab('', null, staff)).toBe('bookings');
  });

  it('opens on the tab this browser used last, the address first', () => {
    expect(openingTab('', 'calendar', owner)).toBe('calendar');
    expect(openingTab('performers', 'calendar', owner)).toBe('performers');
  });

  it('never opens a tab the role may not see', () => {
    expect(openingTab('staff', 'add-performer', staff)).toBe('bookings');
    expect(openingTab('nonsense', 'staff', owner)).toBe('staff');
  });
});
