/**
 * The owner's ways to pay, stored in settings under `payment_methods` (JSON). Until the owner saves them,
 * PromptPay is on when the environment sets PROMPTPAY_ID (as before this setting existed) and nothing
 * else is; a fresh install has no way on, which the panel warns of and the summary says plainly.
 */
import type { Db } from '@/lib/server/db';
import { getDb } from '@/lib/server/db';
import { derived, writePublicData } from '@/lib/server/public-data';
import { getSetting, setSetting } from '@/lib/server/settings';
import { promptPayId } from './promptpay.server';
import { paymentMethodsSchema } from './payment-methods.schema';
import { NO_PAYMENT_METHODS, paymentLinkUrl, type BankMethod, type PaymentMethods } from './payment-methods';

/** The settings key of the ways to pay. */
export const PAYMENT_METHODS_KEY = 'payment_methods';

/** The stored ways to pay, or null before the owner first saved them (read once per public-data snapshot). */
function storedMethods(db: Db): PaymentMethods | null {
  return derived(db, PAYMENT_METHODS_KEY, () => {
    const raw = getSetting(db, PAYMENT_METHODS_KEY);
    return raw === undefined ? null : paymentMethodsSchema.parse(JSON.parse(raw));
  });
}

/** The ways to pay in force: the stored ones, or (never saved) PromptPay from PROMPTPAY_ID when it is set. */
export function paymentMethods(db: Db = getDb()): PaymentMethods {
  const stored = storedMethods(db);
  if (stored) return stored;
  const id = promptPayId();
  return { ...NO_PAYMENT_METHODS, promptpay: { enabled: id !== null, id: id ?? '' } };
}

/** Stores the owner's ways to pay (already checked by paymentMethodsSchema) and answers them. */
export function setPaymentMethods(db: Db, methods: PaymentMethods): PaymentMethods {
  return writePublicData(db, () => {
    setSetting(db, PAYMENT_METHODS_KEY, JSON.stringify(methods));
    return methods;
  });
}

/** What a payer is shown for one payment: each way switched on, ready to render (null when off). */
export interface PayWays {
  /** The PromptPay receiver the QR pays. */
  promptPayId: string | null;
  /** The bank account for a local or international transfer. */
  bank: BankMethod | null;
  /** The payment page's address for this amount and reference. */
  linkUrl: string | null;
}

/** The ways to pay `amount` baht quoting `reference`, from the ways in force. */
export function payWays(amount: number, reference: string, db: Db = getDb()): PayWays {
  const { promptpay, bank, link } = paymentMethods(db);
  return {
    promptPayId: promptpay.enabled ? promptpay.id : null,
    bank: bank.enabled ? bank : null,
    linkUrl: link.enabled ? paymentLinkUrl(link.url, amount, reference) : null,
  };
}

/** True when the payer has at least one way to pay. */
export const anyPayWay = (ways: PayWays): boolean => Boolean(ways.promptPayId || ways.bank || ways.linkUrl);
