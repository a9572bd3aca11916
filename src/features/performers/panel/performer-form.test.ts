import { describe, expect, it } from 'vitest';
import { additionalPhotosToast, addUnique, emptyPerformer, missingFields, tagLabel } from './performer-form';

describe('the performer form rules', () => {
  it("says a category in the reader's language and any other tag as written", () => {
    expect([tagLabel('Topless Waiter', 'it'), tagLabel('Topless Waiter', 'en'), tagLabel('Male Stripper', 'th')]).toEqual([
      'Topless Waiter',
      'Topless waiter',
      'หนุ่มโชว์เปลื้องผ้า',
    ]);
    expect(tagLabel('Classic', 'th')).toBe('Classic');
  });

  it('starts with the admin defaults of section 3', () => {
    const fields = emptyPerformer();
    expect(fields).toMatchObject({
      location: 'bangkok',
      height: "5'10",
      eyeColor: 'Brown',
      hairColor: 'Brown',
      tattoos: 'None',
      isAvailable: true,
    });
    expect(fields.costumes).toEqual([]);
  });

  it('adds trimmed entries and ignores blanks and duplicates', () => {
    let list = addUnique([], '  Fireman ');
    expect(list).toEqual(['Fireman']);
    expect(addUnique(list, '   ')).toBe(list);
    expect(addUnique(list, 'fireman')).toBe(list);
    list = addUnique(list, 'Police');
    expect(list).toEqual(['Fireman', 'Police']);
  });

  it('needs a name, a description and a main photo, naming each field still empty', () => {
    const fields = { ...emptyPerformer(), name: 'Max', description: 'Tall', imageUrl: '/uploads/a.webp' };
    expect(missingFields(fields)).toEqual([]);
    expect(missingFields({ ...fields, name: '  ' })).toEqual(['name']);
    expect(missingFields({ ...fields, description: '', imageUrl: '' })).toEqual(['description', 'imageUrl']);
  });

  it('counts uploaded photos in the singular for one, in the spec’s English where Italian keeps it, and in Thai', () => {
    expect(additionalPhotosToast(1, 'it')).toBe('1 additional photo uploaded successfully!');
    expect(additionalPhotosToast(2, 'it')).toBe('2 additional photos uploaded successfully!');
    expect(additionalPhotosToast(2, 'en')).toBe('2 additional photos uploaded successfully!');
    expect(additionalPhotosToast(3, 'th')).toBe('อัปโหลดรูปเพิ่มเติม 3 รูปเรียบร้อยแล้ว!');
  });
});
