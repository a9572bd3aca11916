import { describe, expect, it } from 'vitest';
import {
  defaultServiceType,
  describeParameter,
  PARAMETER_PURPOSES,
  PARAMETER_TYPES,
  PARAMETER_UNITS,
  parameterFormError,
  parameterPreview,
} from './parameter-rules';

describe('pricing parameter rules', () => {
  it('defaults the service type by parameter type', () => {
    expect(defaultServiceType('male_stripper_rate')).toBe('TOPLESS');
    expect(defaultServiceType('waiter_rate')).toBe('NONE');
    expect(defaultServiceType('double_duty_discount')).toBe('NONE');
  });

  it('previews the first 50 characters of the generated description', () => {
    const p = { parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'FULL MONTY', value: 250 };
    expect(describeParameter(p)).toBe('FULL MONTY male stripper shows in Bangkok cost ฿250 per minute.');
    expect(parameterPreview(p)).toBe(`${describeParameter(p).slice(0, 50)}...`);
    expect(parameterPreview(p).length).toBe(53);
    const short = { parameterType: 'waiter_rate', location: 'phuket', serviceType: 'NONE', value: 9 };
    expect(parameterPreview(short)).toBe('Topless waiters in Phuket cost ฿9 per minute.');
  });

  it('asks for the required fields and the stripper service type', () => {
    const form = { parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'TOPLESS', value: '200', isActive: true };
    expect(parameterFormError(form)).toBeNull();
    expect(parameterFormError({ ...form, value: '' })).toBe('Please complete all required fields');
    expect(parameterFormError({ ...form, value: '0' })).toBe('Please complete all required fields');
    expect(parameterFormError({ ...form, location: '' })).toBe('Please complete all required fields');
    expect(parameterFormError({ ...form, serviceType: 'NONE' })).toBe('Service type is required for Male Stripper Rate');
    expect(parameterFormError({ ...form, parameterType: 'waiter_rate', serviceType: 'NONE' })).toBeNull();
  });
});

describe('what each parameter is for', () => {
  it('explains every type, the two rates as per-minute extra time beyond the packages', () => {
    for (const type of PARAMETER_TYPES) expect(PARAMETER_PURPOSES[type.value]).toMatch(/\S/);
    expect(PARAMETER_PURPOSES.male_stripper_rate).toMatch(/^Tempo extra: THB per ogni minuto oltre/);
    expect(PARAMETER_PURPOSES.waiter_rate).toMatch(/per ciascun cameriere/);
  });
});

describe('the value field', () => {
  it('says in Italian what the value counts: a minute for the two rates, a booking for the double-duty amounts', () => {
    expect(PARAMETER_UNITS).toEqual({
      male_stripper_rate: 'Al minuto',
      waiter_rate: 'Al minuto',
      double_duty_supplement: 'Per prenotazione',
      double_duty_discount: 'Per prenotazione',
    });
  });
});
