import { describe, expect, it } from 'vitest';
import { formatBaht } from '@/lib/money';
import { faqIn, waiterFaq } from './city-pages';

const combine = (saving: number, locale: 'en' | 'th') =>
  faqIn(waiterFaq(saving), { city: 'Bangkok', price: '', saving: formatBaht(saving) }, locale).at(-1)!.answer;

describe('the waiter FAQ', () => {
  it("names the city's double-duty saving from the parameters, and none when there is none", () => {
    expect(combine(3000, 'en')).toContain('A performer who does both can save you ฿3,000 on the waiter service.');
    expect(combine(0, 'en')).not.toMatch(/save|฿|\d/);
    expect(combine(3000, 'th')).toContain('คุณจะประหยัดค่าบริการบริกรได้ ฿3,000');
    expect(combine(0, 'th')).not.toMatch(/฿|\d/);
  });
});
