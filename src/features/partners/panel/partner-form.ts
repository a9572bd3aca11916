/**
 * The Partner screen's form as text the owner types, checked with the server's rules (partner.schema.ts) before it
 * is sent, each refusal on its field in the panel's language; a refusal the server still answers (a code taken, a
 * field it refused) is said on the same field in the same words.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { ApiError } from '@/lib/api-client';
import { isRealDate } from '@/lib/event-time';
import { PARTNER_CODE } from '../partner.schema';
import type { PartnerBody, PartnerRow } from '../partners.routes';

/** The form's fields as typed. */
export interface PartnerDraft {
  code: string;
  name: string;
  contact: string;
  commissionKind: 'percent' | 'fixed';
  commissionValue: string;
  discountKind: 'none' | 'percent' | 'fixed';
  discountValue: string;
  discountMax: string;
  discountMinTotal: string;
  validFrom: string;
  validTo: string;
  active: boolean;
}

/** A field of the form. */
export type PartnerField = Exclude<keyof PartnerDraft, 'active'>;
/** The refusals of a draft, by field. */
export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** A new partner's form. */
export const EMPTY_PARTNER: PartnerDraft = {
  code: '',
  name: '',
  contact: '',
  commissionKind: 'percent',
  commissionValue: '',
  discountKind: 'none',
  discountValue: '',
  discountMax: '',
  discountMinTotal: '',
  validFrom: '',
  validTo: '',
  active: true,
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored partner's form. */
export function draftOf(partner: PartnerRow): PartnerDraft {
  return {
    code: partner.code,
    name: partner.name,
    contact: partner.contact,
    commissionKind: partner.commissionKind,
    commissionValue: String(partner.commissionValue),
    discountKind: partner.discountKind,
    discountValue: partner.discountKind === 'none' ? '' : String(partner.discountValue),
    discountMax: text(partner.discountMax),
    discountMinTotal: text(partner.discountMinTotal),
    validFrom: partner.validFrom ?? '',
    validTo: partner.validTo ?? '',
    active: partner.active,
  };
}

/** Each field's rule in the reader's words (what the server checks, said once for the form and for its answers). */
export function ruleText(field: PartnerField, draft: PartnerDraft, locale: PanelLocale): string {
  const o = { locale };
  switch (field) {
    case 'code':
      return pm.partners_error_code({}, o);
    case 'name':
      return pm.partners_error_name({}, o);
    case 'contact':
      return pm.partners_error_contact({}, o);
    case 'commissionKind':
    case 'commissionValue':
      return draft.commissionKind === 'percent' ? pm.partners_error_commission_percent({}, o) : pm.partners_error_commission_fixed({}, o);
    case 'discountKind':
    case 'discountValue':
      return draft.discountKind === 'fixed' ? pm.partners_error_discount_fixed({}, o) : pm.partners_error_discount_percent({}, o);
    case 'discountMax':
      return pm.partners_error_discount_max({}, o);
    case 'discountMinTotal':
      return pm.partners_error_discount_min_total({}, o);
    case 'validFrom':
      return pm.partners_error_date({}, o);
    case 'validTo':
      return draft.validTo && isRealDate(draft.validTo) ? pm.partners_error_valid_to({}, o) : pm.partners_error_date({}, o);
  }
}

/** A whole number from min to max typed as digits, else undefined. */
function whole(value: string, min: number, max: number): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,8}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : undefined;
}

/** A draft as the body the server takes, or its refusals by field (in the reader's language). */
export function checkPartner(draft: PartnerDraft, locale: PanelLocale): { body: PartnerBody } | { errors: PartnerErrors } {
  const bad = new Set<PartnerField>();
  const code = draft.code.trim().toUpperCase();
  if (!PARTNER_CODE.test(code)) bad.add('code');
  const name = draft.name.trim();
  if (!name || name.length > 100) bad.add('name');
  const contact = draft.contact.trim();
  if (contact.length > 200) bad.add('contact');
  const commissionValue = whole(draft.commissionValue, 0, draft.commissionKind === 'percent' ? 100 : 1_000_000);
  if (commissionValue === undefined) bad.add('commissionValue');
  const discounted = draft.discountKind !== 'none';
  const discountValue = discounted ? whole(draft.discountValue, 1, draft.discountKind === 'percent' ? 100 : 1_000_000) : 0;
  if (discountValue === undefined) bad.add('discountValue');
  const optional = (field: 'discountMax' | 'discountMinTotal', min: number, max: number) => {
    if (!discounted || !draft[field].trim()) return null;
    const n = whole(draft[field], min, max);
    if (n === undefined) bad.add(field);
    return n ?? null;
  };
  const discountMax = optional('discountMax', 1, 1_000_000);
  const discountMinTotal = optional('discountMinTotal', 0, 10_000_000);
  const day = (field: 'validFrom' | 'validTo') => {
    const value = draft[field].trim();
    if (value && !isRealDate(value)) bad.add(field);
    return value || null;
  };
  const validFrom = day('validFrom');
  const validTo = day('validTo');
  if (validFrom && validTo && !bad.has('validFrom') && !bad.has('validTo') && validTo < validFrom) bad.add('validTo');
  if (bad.size > 0) return { errors: Object.fromEntries([...bad].map((field) => [field, ruleText(field, draft, locale)])) };
  return {
    body: {
      code,
      name,
      contact,
      commissionKind: draft.commissionKind,
      commissionValue: commissionValue!,
      discountKind: draft.discountKind,
      discountValue: discountValue!,
      discountMax,
      discountMinTotal,
      validFrom,
      validTo,
      active: draft.active,
    },
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_PARTNER));

/**
 * A refused save said on its fields in the reader's language: a code another partner has (409), each field the
 * server refused (400) with that field's rule. Empty for any other failure (said whole in a toast).
 */
export function answerErrors(error: unknown, draft: PartnerDraft, locale: PanelLocale): PartnerErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.reason.code === 'partner_code_taken') return { code: pm.partners_error_code_taken({}, { locale }) };
  const errors: PartnerErrors = {};
  for (const issue of error.issues)
    if (FIELDS.has(issue.path) && issue.path !== 'active')
      errors[issue.path as PartnerField] ??= ruleText(issue.path as PartnerField, draft, locale);
  return errors;
}
