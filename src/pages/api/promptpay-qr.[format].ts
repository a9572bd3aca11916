import { z } from 'zod';
import { advanceQrPng, advanceQrSvg } from '@/features/advance/promptpay.server';
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

/** Each file the QR comes as: its type and how it is drawn. */
const FORMATS = {
  // The QR the pages show (crisp at any size); they link it rather than carry its bytes (issue 44's budget).
  svg: { type: 'image/svg+xml', draw: async (id: string, amount: number) => Buffer.from(await advanceQrSvg(id, amount)) },
  // "Save QR": a phone keeps a picture, not an SVG, and a banking app scans a saved picture.
  png: { type: 'image/png', draw: advanceQrPng },
} as const;

/**
 * The PromptPay QR asking `?amount=` baht of the agency's receiver, as `/api/promptpay-qr.svg` (shown) or
 * `.png` (saved). It holds only the receiver and the amount the page shows anyway. 400 for a bad amount,
 * 404 for another format or while PromptPay is off.
 */
export const GET = route(async ({ url, params }) => {
  const format = Object.hasOwn(FORMATS, params.format ?? '') ? FORMATS[params.format as keyof typeof FORMATS] : undefined;
  if (!format) throw new HttpError(404, 'Not found');
  const { amount } = parse(query, queryObject(url));
  const { promptpay } = paymentMethods(getDb());
  if (!promptpay.enabled || !promptpay.id) throw new HttpError(404, 'PromptPay is not offered');
  const file = await format.draw(promptpay.id, amount);
  return new Response(new Uint8Array(file), {
    headers: { 'Content-Type': format.type, 'Content-Length': String(file.length), 'Cache-Control': 'no-store' },
  });
});
