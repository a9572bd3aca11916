import { describe, expect, it } from 'vitest';
import { actorName, CUSTOMER_NAME, PASSWORD_OWNER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME } from './actor-names';

// The codes as the record stores them: rows already written keep them, so they cannot change.
const STORED = { PASSWORD_OWNER_NAME, CUSTOMER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME };

describe('actorName', () => {
  it.each([
    ['password-owner', ['Titolare (password)', 'Owner (password)', 'เจ้าของ (รหัสผ่าน)']],
    // What the record stored for the password's owner before the code.
    ['Titolare (password)', ['Titolare (password)', 'Owner (password)', 'เจ้าของ (รหัสผ่าน)']],
    ['cliente', ['Cliente', 'Customer', 'ลูกค้า']],
    ['performer', ['Performer', 'Performer', 'นักแสดง']],
    ['passkey', ['Sconosciuto (passkey)', 'Unknown (passkey)', 'ไม่ทราบผู้ใช้ (พาสคีย์)']],
  ])("says the stored code %s in the reader's language (Italian, English, Thai)", (stored, said) => {
    expect([actorName(stored, 'it'), actorName(stored, 'en'), actorName(stored, 'th')]).toEqual(said);
  });

  it('keeps the codes the record has stored', () => {
    expect(STORED).toEqual({
      PASSWORD_OWNER_NAME: 'password-owner',
      CUSTOMER_NAME: 'cliente',
      PERFORMER_NAME: 'performer',
      UNKNOWN_PASSKEY_NAME: 'passkey',
    });
  });

  it("says a person's name as written, a name like an object's own key too", () => {
    expect(actorName('Giulia', 'th')).toBe('Giulia');
    expect(actorName('constructor', 'en')).toBe('constructor');
  });
});
