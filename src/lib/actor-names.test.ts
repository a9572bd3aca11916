import { describe, expect, it } from 'vitest';
import { actorName, PASSWORD_OWNER_NAME } from './actor-names';

describe('actorName', () => {
  it("says the password's owner in the reader's language, stored as the code or as the Italian name stored before it", () => {
    for (const stored of [PASSWORD_OWNER_NAME, 'Titolare (password)'])
      expect([actorName(stored, 'it'), actorName(stored, 'en'), actorName(stored, 'th')]).toEqual([
        'Titolare (password)',
        'Owner (password)',
        'เจ้าของ (รหัสผ่าน)',
      ]);
  });

  it("says a person's name as written", () => {
    expect(actorName('Giulia', 'th')).toBe('Giulia');
  });
});
