import { describe, expect, it } from 'vitest';
import { PARAMETER_TYPES } from '../parameters.schema';
import {
  defaultServiceType,
  describeParameter,
  isParameterType,
  PARAMETER_UNITS,
  parameterFormError,
  parameterPreview,
  sayRule,
} from './parameter-rules';

/** A parameter's description said in a panel language, as the tab says it. */
const said = (p: Parameters<typeof describeParameter>[0], locale: 'it' | 'en' | 'th') => {
  const { key, params } = describeParameter(p);
  return sayRule(key, params, locale);
};

describe('pricing parameter rules', () => {
  it('defaults the service type by parameter type', () => {
    expect(defaultServiceType('male_stripper_rate')).toBe('TOPLESS');
    expect(defaultServiceType('waiter_rate')).toBe('NONE');
    expect(defaultServiceType('double_duty_discount')).toBe('NONE');
  });

  it('describes a parameter by its type’s sentence and its values, and previews the first 50 characters', () => {
    const p = { parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'FULL MONTY', value: 250 };
    expect(describeParameter(p)).toEqual({
      key: 'rules_describe_male_stripper_rate',
      params: { type: 'male_stripper_rate', service: 'FULL MONTY', city: 'Bangkok', price: '฿250' },
    });
    expect(said(p, 'it')).toBe('FULL MONTY male stripper shows in Bangkok cost ฿250 per minute.');
    expect(parameterPreview(said(p, 'it'))).toBe(`${said(p, 'it').slice(0, 50)}...`);
    expect(parameterPreview(said(p, 'it')).length).toBe(53);
    const short = { parameterType: 'waiter_rate', location: 'phuket', serviceType: 'NONE', value: 9 };
    expect(parameterPreview(said(short, 'en'))).toBe('Topless waiters in Phuket cost ฿9 per minute.');
    expect(said(short, 'th')).toContain('฿9');
    // A type the panel does not know is named as stored.
    expect(said({ ...short, parameterType: 'night_rate' }, 'en')).toBe('night_rate in Phuket: ฿9.');
  });

  it('asks for the required fields and the stripper service type, by their keys', () => {
    const form = { parameterType: 'male_stripper_rate', location: 'bangkok', serviceType: 'TOPLESS', value: '200', isActive: true };
    expect(parameterFormError(form)).toBeNull();
    expect(parameterFormError({ ...form, value: '' })).toBe('rules_required');
    expect(parameterFormError({ ...form, value: '0' })).toBe('rules_required');
    expect(parameterFormError({ ...form, location: '' })).toBe('rules_required');
    expect(parameterFormError({ ...form, serviceType: 'NONE' })).toBe('rules_service_type_required');
    expect(parameterFormError({ ...form, parameterType: 'waiter_rate', serviceType: 'NONE' })).toBeNull();
    // The spec's English stays in Italian; Thai says it in Thai.
    expect(sayRule('rules_service_type_required', {}, 'it')).toBe('Service type is required for Male Stripper Rate');
    expect(sayRule('rules_required', {}, 'th')).not.toBe(sayRule('rules_required', {}, 'en'));
    expect(sayRule('rules_no_such_word', {}, 'it')).toBe('rules_no_such_word');
  });
});

describe('the value field', () => {
  it('says what the value counts: a minute for the two rates, a booking for the double-duty amounts', () => {
    expect(PARAMETER_UNITS).toEqual({
      male_stripper_rate: 'rules_unit_minute',
      waiter_rate: 'rules_unit_minute',
      double_duty_supplement: 'rules_unit_booking',
      double_duty_discount: 'rules_unit_booking',
    });
    expect(sayRule(PARAMETER_UNITS.waiter_rate, {}, 'it')).toBe('Al minuto');
    expect(sayRule(PARAMETER_UNITS.double_duty_discount, {}, 'en')).toBe('Per booking');
  });

  it('knows every type the server accepts, and no other', () => {
    expect(PARAMETER_TYPES.every(isParameterType)).toBe(true);
    expect(isParameterType('night_rate')).toBe(false);
  });
});
