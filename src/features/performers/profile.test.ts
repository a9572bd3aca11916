import { describe, expect, it } from 'vitest';
import { modeLabel, profileFacts } from './profile';

const base = { location: 'bangkok', height: "6'1", eyeColor: 'Brown', hairColor: 'Black', tattoos: 'None' };

describe('profileFacts', () => {
  it('lists costumes with commas and styles with slashes', () => {
    const facts = profileFacts({ ...base, costumes: ['Firefighter', 'Tuxedo'], availableFor: ['topless', 'fullmonty', 'duo'] });
    expect(facts.find((f) => f.label === 'Costumes')?.value).toBe('Firefighter, Tuxedo');
    expect(facts.find((f) => f.label === 'Available For')?.value).toBe('Topless / Full Monty / Duo');
    expect(facts.map((f) => f.label)).toEqual(['Location', 'Height', 'Eye Colour', 'Hair Colour', 'Tattoos', 'Costumes', 'Available For']);
  });

  it('falls back to Standard and Standard Entertainment', () => {
    const facts = profileFacts({ ...base, costumes: [' '], availableFor: [] });
    expect(facts.find((f) => f.label === 'Costumes')?.value).toBe('Standard');
    expect(facts.find((f) => f.label === 'Available For')?.value).toBe('Standard Entertainment');
  });

  it('labels the modes', () => {
    expect(modeLabel('topless-waiters')).toBe('Topless Waiter');
    expect(modeLabel('male-strippers')).toBe('Male Stripper');
  });
});
