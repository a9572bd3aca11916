import { describe, expect, it } from 'vitest';
import { groupTexts, matchesSearch } from './content-list';

const text = (key: string, page: string, section: string, en = '', th = '') => ({ key, page, section, en, th });

describe("Contenuti's list", () => {
  it('finds a text by its key or its words in English or Thai, every word searched, case and accents aside', () => {
    const hero = text('home_h1', 'home', 'hero', 'Male Strippers & Topless Waiters in Thailand', 'นักเต้นชายในประเทศไทย');
    expect(matchesSearch(hero, '')).toBe(true);
    expect(matchesSearch(hero, 'HOME_H1')).toBe(true);
    expect(matchesSearch(hero, 'topless thailand')).toBe(true);
    expect(matchesSearch(hero, 'ประเทศไทย')).toBe(true);
    expect(matchesSearch(hero, 'topless phuket')).toBe(false);
    expect(matchesSearch(text('x', 'home', 'hero', 'Caffè'), 'caffe')).toBe(true);
  });

  it('groups by page and section where each first appears', () => {
    const texts = [text('a', 'home', 'hero'), text('b', 'home', 'faq'), text('c', 'footer', 'about'), text('d', 'home', 'hero')];
    expect(groupTexts(texts)).toEqual([
      {
        page: 'home',
        sections: [
          { section: 'hero', texts: [texts[0], texts[3]] },
          { section: 'faq', texts: [texts[1]] },
        ],
      },
      { page: 'footer', sections: [{ section: 'about', texts: [texts[2]] }] },
    ]);
  });
});
