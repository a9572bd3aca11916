/** The PROMPTPAY_ID setting (the receiver until the owner saves the ways to pay) and the advance QR as SVG (summary page) and PNG (e-mail, "Save QR"). */
import QRCode from 'qrcode';
import { promptPayIdSetting } from '@/lib/server/config';
import { parsePromptPayId, promptPayPayload } from './promptpay';

/** PROMPTPAY_ID as digits, or null when unset; throws PromptPayIdError when it is malformed. */
export function promptPayId(): string | null {
  const raw = promptPayIdSetting();
  return raw ? parsePromptPayId(raw) : null;
}

/** The error message for a malformed PROMPTPAY_ID, or null when it is fine or unset (checked at start). */
export function promptPayConfigError(): string | null {
  try {
    promptPayId();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

// Medium error correction survives a cracked phone screen; the margin is the quiet zone scanners need.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The QR asking `amount` baht for the PromptPay receiver `id` as an SVG document. */
export async function advanceQrSvg(id: string, amount: number): Promise<string> {
  return QRCode.toString(promptPayPayload(id, amount), { ...QR_OPTIONS, type: 'svg' });
}

/** The QR asking `amount` baht for the PromptPay receiver `id` as a PNG (an inline e-mail image, and the file "Save QR" downloads). */
export async function advanceQrPng(id: string, amount: number): Promise<Buffer> {
  return QRCode.toBuffer(promptPayPayload(id, amount), { ...QR_OPTIONS, type: 'png', width: 320 });
}
