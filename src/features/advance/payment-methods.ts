/**
 * The ways the advance can be paid, as the owner switches them on in "Pagamenti" (browser-safe: the panel,
 * the summary and the e-mails read the same shape). No third party is called: the customer pays, reports
 * "I have paid" and the agency marks the advance received.
 */

/** The agency's PromptPay receiver: a Thai banking app scans the QR for the exact amount. */
export interface PromptPayMethod {
  enabled: boolean;
  /** A Thai mobile number or a 13-digit citizen or tax id (digits). */
  id: string;
}

/** The agency's Thai bank account: enough for a local transfer, and with SWIFT/BIC and the bank's address for one from abroad. */
export interface BankMethod {
  enabled: boolean;
  accountName: string;
  bankName: string;
  accountNumber: string;
  swift: string;
  bankAddress: string;
}

/** The agency's own hosted payment page (a card processor's or a money-transfer service's payment request). */
export interface LinkMethod {
  enabled: boolean;
  /** An https URL; `{amount}` (whole baht) and `{reference}` are filled in for each payment. */
  url: string;
}

/** Every way to pay, each switched on or off. */
export interface PaymentMethods {
  promptpay: PromptPayMethod;
  bank: BankMethod;
  link: LinkMethod;
}

/** A fresh install: nothing switched on, nothing filled in. */
export const NO_PAYMENT_METHODS: PaymentMethods = {
  promptpay: { enabled: false, id: '' },
  bank: { enabled: false, accountName: '', bankName: '', accountNumber: '', swift: '', bankAddress: '' },
  link: { enabled: false, url: '' },
};

/** True when at least one way to pay is switched on. */
export function anyPaymentMethodOn(methods: PaymentMethods): boolean {
  return methods.promptpay.enabled || methods.bank.enabled || methods.link.enabled;
}

/** The payment page's address for one payment: `{amount}` and `{reference}` of the template filled in (URL-encoded). */
export function paymentLinkUrl(template: string, amount: number, reference: string): string {
  return template.replaceAll('{amount}', String(amount)).replaceAll('{reference}', encodeURIComponent(reference));
}
