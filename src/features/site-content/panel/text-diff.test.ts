import { describe, expect, it } from 'vitest';
import { textDiff } from './text-diff';

// The newer text rebuilt from a diff (same and added) and the older one (same and removed).
const newer = (parts: ReturnType<typeof textDiff>) =>
  parts
    .filter((p) => p.kind !== 'removed')
    .map((p) => p.text)
    .join('');
const older = (parts: ReturnType<typeof textDiff>) =>
  parts
    .filter((p) => p.kind !== 'added')
    .map((p) => p.text)
    .join('');

describe("a version's diff", () => {
  it('marks the words a save changed, a changed phrase as one piece, removed before added', () => {
    expect(textDiff('Book a show tonight in Bangkok', 'Book a great show tonight in Phuket')).toEqual([
      { kind: 'same', text: 'Book a ' },
      { kind: 'added', text: 'great ' },
      { kind: 'same', text: 'show tonight in ' },
      { kind: 'removed', text: 'Bangkok' },
      { kind: 'added', text: 'Phuket' },
    ]);
  });

  it('compares Thai by character (it has no spaces between words)', () => {
    expect(textDiff('จองโชว์วันนี้', 'จองโชว์พรุ่งนี้')).toEqual([
      { kind: 'same', text: 'จองโชว์' },
      { kind: 'removed', text: 'วัน' },
      { kind: 'added', text: 'พรุ่ง' },
      { kind: 'same', text: 'นี้' },
    ]);
  });

  it('keeps both versions whole, from and to an empty text', () => {
    const cases: [string, string][] = [
      ['', 'New <em>text</em>, in two\n\nparagraphs'],
      ['Old text', ''],
      ['ข้อความ <strong>เดิม</strong>', 'Thai left for English'],
      ['same', 'same'],
    ];
    for (const [a, b] of cases) {
      const parts = textDiff(a, b);
      expect([older(parts), newer(parts)]).toEqual([a, b]);
    }
    expect(textDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(textDiff('', '')).toEqual([]);
  });
});
