import { z } from 'zod';
import { advanceQrPng } from '@/features/advance/promptpay.server';
import { paymentMethods } from '@/features/advance/payment-methods.server';
import { getDb } from '@/lib/server/db';
import { HttpError, parse, queryObject, route } from '@/lib/server/http';

export const prerender = false;

const query = z.strictObject({
  amount: z.coerce
    .number()
    .int('amount must be a whole number of baht')
    .min(1, 'amount must be at least 1')
    .max(10_000_000, 'amount is too large'),
});

/**
 * The PromptPay QR asking `?amount=` baht of the agency's receiver as a PNG, for "Save QR" (a phone keeps a
 * file, not the page's SVG): the pages link to it rather than carry its bytes (issue 44's budget). It holds
 * only the receiver and the amount the page shows anyway. 400 for a bad amount, 404 while PromptPay is off.
 */
export const GET = route(async ({ url }) => {
  const { amount } = parse(query, queryObject(url));
  const { promptpay } = paymentMethods(getDb());
  if (!promptpay.enabled || !promptpay.id) throw new HttpError(404, 'PromptPay is not offered');
  const png = await advanceQrPng(promptpay.id, amount);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': 'no-store' },
  });
});
