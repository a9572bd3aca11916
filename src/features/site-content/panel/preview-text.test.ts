import { describe, expect, it } from 'vitest';
import { draftHtml, fillPlaceholders, placeholderValues, previewPath, shownText, textPattern, visibleText } from './preview-text';

const find = (published: string, markup: boolean, pageText: string) => {
  const pattern = textPattern(visibleText(published, markup))!;
  const match = new RegExp(`^\\s*${pattern.source}\\s*$`).exec(pageText);
  return match && placeholderValues(pattern, match);
};

describe("the preview's text", () => {
  it("finds a published text in the page's words, whatever the spacing, its placeholders standing for the page's values", () => {
    expect(find('Welcome to {brand}', false, '\n    Welcome to\n   Siam Hunks  ')).toEqual({ brand: 'Siam Hunks' });
    expect(find('Shows in {city}. Book (30% advance) [now]?', false, 'Shows in Pattaya. Book (30% advance) [now]?')).toEqual({
      city: 'Pattaya',
    });
    expect(find('Welcome to {brand}', false, 'Welcome home')).toBeNull();
    expect(find('Shows', false, 'Shows and more')).toBeNull();
  });

  it('finds a text with markup by the words it shows: tags left out, entities as their characters, paragraphs side by side', () => {
    expect(visibleText('<p>Fun &amp; <em>safe</em></p><p>Call <a href="/contact">us</a></p>', true)).toMatch(
      /^\s*Fun & \s*safe\s*Call \s*us\s*$/,
    );
    expect(find('<p>Fun &amp; <em>safe</em></p><p>Call <a href="/contact">us</a></p>', true, 'Fun & safeCall us')).toEqual({});
    // A plain text's tags are its words.
    expect(visibleText('<em>as typed</em>', false)).toBe('<em>as typed</em>');
  });

  it('has nothing to find for a text of placeholders only or no words', () => {
    expect(textPattern('{price}')).toBeNull();
    expect(textPattern('  ')).toBeNull();
  });

  it("fills the draft's placeholders with the page's values, leaving one the page did not fill as written", () => {
    expect(fillPlaceholders('Hello from {brand} in {city}', { brand: 'Siam Hunks' })).toBe('Hello from Siam Hunks in {city}');
  });

  it('shows a plain draft escaped and a draft with markup as the site renders it, nothing else', () => {
    expect(draftHtml('<img src=x onerror=alert(1)> & "x"', false, true)).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;x&quot;');
    expect(draftHtml('Fun <em>nights</em>', true, true)).toBe('Fun <em>nights</em>');
    expect(draftHtml('Fun <em>nights</em>', true, false)).toBe('<p>Fun <em>nights</em></p>');
    expect(draftHtml('One\n\nTwo', true, true)).toBe('<p>One</p><p>Two</p>');
    expect(draftHtml('<script>alert(1)</script>', true, true)).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows English where the Thai text is left empty', () => {
    expect(shownText({ en: 'Hello', th: ' ' }, 'th')).toBe('Hello');
    expect(shownText({ en: 'Hello', th: 'สวัสดี' }, 'th')).toBe('สวัสดี');
    expect(shownText({ en: 'Hello', th: '' }, 'en')).toBe('Hello');
  });

  it("previews each page's texts on a page that shows them, in English or under /th/", () => {
    expect(previewPath('home', 'en')).toBe('/');
    expect(previewPath('home', 'th')).toBe('/th/');
    expect(previewPath('about', 'th')).toBe('/th/about-us');
    expect(previewPath('footer', 'en')).toBe('/');
    expect(previewPath('city', 'th')).toBe('/th/male-strippers/bangkok');
  });
});
