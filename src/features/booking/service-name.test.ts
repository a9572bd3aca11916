// The services a booking names, read without the schema, and read as the schema reads them.
import { describe, expect, it } from 'vitest';
import { serviceTitles } from '@/content/services';
import { readBookingData } from './booking-data';
import { serviceName } from './service-name';

const withServices = (selectedMaleStripper: string, selectedToplessWaiter: string, serviceType = 'TOPLESS') => ({
  serviceType,
  additionalData: JSON.stringify({ services: { selectedMaleStripper, selectedToplessWaiter } }),
});

describe('serviceName', () => {
  it('names the stripper service and the waiter package together', () => {
    expect(serviceName(withServices('topless', 'double-trouble'))).toBe('TOPLESS + DOUBLE TROUBLE');
    expect(serviceName(withServices('full-monty', 'total-domination', 'FULL MONTY'))).toBe('FULL MONTY + TOTAL DOMINATION');
  });

  it('names a single service alone', () => {
    expect(serviceName(withServices('duo', 'none', 'DUO'))).toBe('DUO');
    expect(serviceName(withServices('none', 'sexy-host', 'NONE'))).toBe('SEXY HOST');
  });

  it('falls back to the serviceType without stored services or with unknown keys', () => {
    expect(serviceName({ serviceType: 'TOPLESS', additionalData: null })).toBe('TOPLESS');
    expect(serviceName({ serviceType: 'UNDERWEAR', additionalData: '{not json' })).toBe('UNDERWEAR');
    expect(serviceName(withServices('toString', 'constructor', 'DUO'))).toBe('DUO');
  });

  it('reads the services as readBookingData does, on rows of every shape', () => {
    const rows = [
      null,
      '',
      '{not json',
      'null',
      '"x"',
      '[1]',
      '42',
      '{}',
      JSON.stringify({ services: [] }),
      JSON.stringify({ services: 'topless' }),
      JSON.stringify({ services: null, price: { discount: -1 } }),
      JSON.stringify({ services: { selectedMaleStripper: 3 } }),
      JSON.stringify({ services: { selectedToplessWaiter: 'sexy-host' }, price: 'x' }),
      JSON.stringify({ services: { selectedMaleStripper: 'duo', selectedToplessWaiter: 'double-trouble', performers: [1] } }),
      JSON.stringify({ services: { selectedMaleStripper: 'full-monty', selectedToplessWaiter: null } }),
    ];
    for (const additionalData of rows) {
      const { services } = readBookingData(additionalData);
      const bySchema = (services && serviceTitles(services.selectedMaleStripper, services.selectedToplessWaiter).join(' + ')) || 'STORED';
      expect(serviceName({ additionalData, serviceType: 'STORED' }), String(additionalData)).toBe(bySchema);
    }
  });
});
