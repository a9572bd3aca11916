/** A partner as the owner's form and routes take it (POST /api/admin/partners, PATCH /api/admin/partners/{id}). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { isRealDate } from '@/lib/event-time';

/** What a code may be: 3 to 32 letters, digits or dashes (stored in upper case, so a link's case never matters). */
export const PARTNER_CODE = /^[A-Z0-9-]{3,32}$/;

const whole = (name: string) => z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`);
const day = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isRealDate, `${name} must be a date (YYYY-MM-DD)`)
    .nullable()
    .default(null);

/** A partner's fields, each checked; the cross-field rules follow. Unknown keys are refused. */
export const partnerSchema = z
  .strictObject({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .toUpperCase()
      .regex(PARTNER_CODE, 'code must be 3 to 32 letters, digits or dashes'),
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
    contact: z.string({ error: 'contact must be text' }).trim().max(200, 'contact must be at most 200 characters').default(''),
    commissionKind: z.enum(['percent', 'fixed'], { error: 'commissionKind must be percent or fixed' }),
    commissionValue: whole('commissionValue').min(0, 'commissionValue must not be negative').max(1_000_000, 'commissionValue is too large'),
    discountKind: z.enum(['none', 'percent', 'fixed'], { error: 'discountKind must be none, percent or fixed' }).default('none'),
    discountValue: whole('discountValue')
      .min(0, 'discountValue must not be negative')
      .max(1_000_000, 'discountValue is too large')
      .default(0),
    discountMax: whole('discountMax')
      .positive('discountMax must be positive')
      .max(1_000_000, 'discountMax is too large')
      .nullable()
      .default(null),
    discountMinTotal: whole('discountMinTotal')
      .min(0, 'discountMinTotal must not be negative')
      .max(10_000_000, 'discountMinTotal is too large')
      .nullable()
      .default(null),
    validFrom: day('validFrom'),
    validTo: day('validTo'),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.commissionKind === 'percent' && v.commissionValue > 100)
      ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: 'A commission percent must be from 0 to 100' });
    if (v.discountKind === 'percent' && (v.discountValue < 1 || v.discountValue > 100))
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A discount percent must be from 1 to 100' });
    if (v.discountKind === 'fixed' && v.discountValue < 1)
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A fixed discount must be at least 1 THB' });
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo must not be before validFrom' });
  });
/** A validated partner. */
export type PartnerInput = z.infer<typeof partnerSchema>;

/** A code as a link or the form carries it: trimmed, upper case, at most 32 characters (longer is no code). */
export const partnerCodeField = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toUpperCase())
  .optional();
