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

  it('says the city, colours, costumes, styles and None in Thai on a Thai page; a typed description stays, marked English', () => {
    const facts = profileFacts(
      { ...base, costumes: ['Police Officer', 'Bow Tie & Cuffs', 'Space Ranger'], availableFor: ['topless', 'fullmonty'] },
      'th',
    );
    expect(facts.map(({ value, lang }) => (lang ? { value, lang } : value))).toEqual([
      'กรุงเทพฯ',
      "6'1",
      'น้ำตาล',
      'ดำ',
      'ไม่มี',
      'ตำรวจ, โบว์ไทและข้อมือเสื้อ, Space Ranger',
      'โชว์เปลือยท่อนบน / ฟูลมอนตี้',
    ]);
    const tattoo = profileFacts({ ...base, tattoos: 'Dragon across the back', costumes: [], availableFor: [] }, 'th')[4];
    expect(tattoo).toEqual({ label: 'รอยสัก', value: 'Dragon across the back', lang: 'en' });
    // English pages show what the admin typed.
    expect(profileFacts({ ...base, eyeColor: 'Hazel', costumes: [], availableFor: [] })[2]!.value).toBe('Hazel');
  });

  it('labels the modes', () => {
    expect(modeLabel('topless-waiters')).toBe('Topless Waiter');
    expect(modeLabel('male-strippers')).toBe('Male Stripper');
  });
});
