/**
 * PromptPay (Thai national QR payments): the recipient id rules and the EMVCo payload for an
 * amount. The payload comes from `promptpay-qr` (checked against a known payload in the tests).
 */
import generatePayload from 'promptpay-qr';

/** Why a PROMPTPAY_ID setting was refused. */
export class PromptPayIdError extends Error {}

/**
 * The digits of a PromptPay id: a Thai mobile number (0 and 9 digits, e.g. 0812345678) or a
 * 13-digit citizen or tax id. Spaces and hyphens are allowed; anything else throws PromptPayIdError.
 */
export function parsePromptPayId(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits) || /^\d{13}$/.test(digits)) return digits;
  throw new PromptPayIdError(
    `PROMPTPAY_ID must be a Thai mobile number (10 digits starting with 0, e.g. 0812345678) or a 13-digit citizen or tax id, not "${value}"`,
  );
}

/** The EMVCo QR payload asking exactly `amount` baht for the PromptPay id. */
export function promptPayPayload(id: string, amount: number): string {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('The amount must be a positive whole number of baht');
  return generatePayload(parsePromptPayId(id), { amount });
}
