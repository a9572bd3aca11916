// The Partner screen's form against the server's own rules: for drafts made at random, the form refuses exactly when
// partnerSchema refuses what it would send, naming a field the schema names, and what it sends is what the schema keeps. Then the
// server's refusals said on their fields in each panel language.
import { describe, expect, it } from 'vitest';
import { PANEL_LOCALES } from '@db/locales';
import { ApiError } from '@/lib/api-client';
import { partnerSchema } from '../partner.schema';
import { answerErrors, checkPartner, EMPTY_PARTNER, type PartnerDraft } from './partner-form';

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const draft = (): PartnerDraft => ({
  code: pick(['HOTEL-1', 'ab', 'villa9', 'x'.repeat(33), ' spa-22 ', 'no space', '']),
  name: pick(['Hilton Pattaya', '', '  ', 'n'.repeat(101), 'Villa Mia']),
  contact: pick(['', 'line: @villa', 'c'.repeat(201)]),
  commissionKind: pick(['percent', 'fixed'] as const),
  commissionValue: pick(['10', '0', '100', '101', '500', '-1', '1.5', '', 'abc', '1000001']),
  discountKind: pick(['none', 'percent', 'fixed'] as const),
  discountValue: pick(['', '0', '1', '5', '100', '101', '250', 'x']),
  discountMax: pick(['', '0', '1', '2000', 'x']),
  discountMinTotal: pick(['', '0', '5000', '10000001']),
  validFrom: pick(['', '2031-01-01', '2031-02-30']),
  validTo: pick(['', '2030-12-31', '2031-06-30']),
  active: rand() < 0.5,
});

/** What the owner typed as the JSON a hand-written client would send for it (numbers as numbers, empty as none). */
function naiveBody(d: PartnerDraft) {
  const num = (value: string) => (value.trim() === '' ? null : Number(value));
  const discounted = d.discountKind !== 'none';
  return {
    code: d.code,
    name: d.name,
    contact: d.contact,
    commissionKind: d.commissionKind,
    commissionValue: num(d.commissionValue),
    discountKind: d.discountKind,
    discountValue: discounted ? num(d.discountValue) : 0,
    discountMax: discounted ? num(d.discountMax) : null,
    discountMinTotal: discounted ? num(d.discountMinTotal) : null,
    validFrom: d.validFrom || null,
    validTo: d.validTo || null,
    active: d.active,
  };
}

describe('the partner form checks what the server checks', () => {
  it('refuses exactly the drafts the schema refuses, on the same fields, and sends what the schema keeps', () => {
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      const d = draft();
      const checked = checkPartner(d, 'it');
      const parsed = partnerSchema.safeParse(naiveBody(d));
      if (parsed.success) {
        accepted += 1;
        expect(checked, JSON.stringify(d)).toHaveProperty('body');
        if ('body' in checked) {
          expect(partnerSchema.parse(checked.body)).toEqual(parsed.data);
          expect(checked.body).toEqual(parsed.data);
        }
      } else {
        expect(checked, JSON.stringify(d)).toHaveProperty('errors');
        // The form names a field the schema names too (the schema leaves its cross-field rules out while a field
        // fails its type, and compares a date it refused; the form says every field at once).
        const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
        if ('errors' in checked)
          expect(
            Object.keys(checked.errors).some((field) => fields.has(field)),
            JSON.stringify(d),
          ).toBe(true);
      }
    }
    // Enough of both kinds to mean something.
    expect(accepted).toBeGreaterThan(30);
  });

  it('says each refusal in the panel language asked for', () => {
    const bad: PartnerDraft = { ...EMPTY_PARTNER, code: 'a', name: '', commissionValue: '101' };
    const said = PANEL_LOCALES.map((locale) => {
      const checked = checkPartner(bad, locale);
      if (!('errors' in checked)) throw new Error('refused expected');
      expect(Object.keys(checked.errors).sort()).toEqual(['code', 'commissionValue', 'name']);
      return checked.errors.commissionValue;
    });
    expect(new Set(said).size).toBe(PANEL_LOCALES.length);
    expect(said[0]).toBe('La percentuale è un numero intero da 0 a 100');
  });
});

describe("the server's refusals on their fields", () => {
  const d: PartnerDraft = { ...EMPTY_PARTNER, code: 'HOTEL', name: 'Hotel', commissionValue: '10' };

  it('a code another partner has (409) is said on the code', () => {
    const taken = new ApiError(409, '409', 'Another partner already has this code', [], { code: 'partner_code_taken', params: {} });
    expect(answerErrors(taken, d, 'en')).toEqual({ code: 'Another partner already has this code' });
    expect(answerErrors(taken, d, 'th')).toEqual({ code: 'พาร์ทเนอร์รายอื่นใช้รหัสนี้แล้ว' });
  });

  it("a field the server refused (400) gets that field's rule; another failure none", () => {
    const refused = new ApiError(400, '400', 'validTo must not be before validFrom', [
      { path: 'validTo', message: 'validTo must not be before validFrom' },
      { path: 'unknownKey', message: 'Unrecognized key' },
    ]);
    const dated = { ...d, validFrom: '2031-05-01', validTo: '2031-04-01' };
    expect(answerErrors(refused, dated, 'it')).toEqual({ validTo: 'La fine non può venire prima dell’inizio' });
    expect(answerErrors(new ApiError(503, '503', 'Service unavailable'), d, 'it')).toEqual({});
    expect(answerErrors(new Error('offline'), d, 'it')).toEqual({});
  });
});
