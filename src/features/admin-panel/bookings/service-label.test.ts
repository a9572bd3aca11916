import { describe, expect, it } from 'vitest';
import { serviceLabel } from './service-label';

const withServices = (selectedMaleStripper: string, selectedToplessWaiter: string, serviceType = 'TOPLESS') => ({
  serviceType,
  additionalData: JSON.stringify({ services: { selectedMaleStripper, selectedToplessWaiter } }),
});

describe('serviceLabel', () => {
  it('names the stripper service and the waiter package together', () => {
    expect(serviceLabel(withServices('topless', 'double-trouble'))).toBe('TOPLESS + DOUBLE TROUBLE');
    expect(serviceLabel(withServices('full-monty', 'total-domination', 'FULL MONTY'))).toBe('FULL MONTY + TOTAL DOMINATION');
  });

  it('names a single service alone', () => {
    expect(serviceLabel(withServices('duo', 'none', 'DUO'))).toBe('DUO');
    expect(serviceLabel(withServices('none', 'sexy-host', 'NONE'))).toBe('SEXY HOST');
  });

  it('falls back to the serviceType without stored services or with unknown keys', () => {
    expect(serviceLabel({ serviceType: 'TOPLESS', additionalData: null })).toBe('TOPLESS');
    expect(serviceLabel({ serviceType: 'UNDERWEAR', additionalData: '{not json' })).toBe('UNDERWEAR');
    expect(serviceLabel(withServices('toString', 'constructor', 'DUO'))).toBe('DUO');
  });
});
