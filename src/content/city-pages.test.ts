import { describe, expect, it } from 'vitest';
import { waiterFaq } from './city-pages';

const combine = (saving: number) =>
  waiterFaq('Bangkok', saving).find((item) => item.question === 'Can we combine waiters with a strip show?')!.answer;

describe('the waiter FAQ', () => {
  it("names the city's double-duty saving from the parameters, and none when there is none", () => {
    expect(combine(3000)).toContain('A performer who does both can save you ฿3,000 on the waiter service.');
    expect(combine(0)).not.toMatch(/save|฿|\d/);
  });
});
