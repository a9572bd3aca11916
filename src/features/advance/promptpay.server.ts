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

/**
 * The QR asking `amount` baht for the PromptPay receiver `id` as an SVG document, drawn as the library draws it
 * (a white square, the dark modules as one stroked path of horizontal runs) but with every move relative to the
 * end of the run before: the library starts each row afresh, which costs about 80 bytes more on the wire of a
 * page that inlines it (issue 44).
 */
export function advanceQrSvg(id: string, amount: number): string {
  const { modules } = QRCode.create(promptPayPayload(id, amount), { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const { size } = modules;
  const side = size + 2 * QR_OPTIONS.margin;
  let path = '';
  // The pen: where the last run ended (a stroke 1 wide along the middle of its row, hence the half).
  let penX = 0;
  let penY = 0;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size;) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < size && modules.get(row, end)) end += 1;
      const x = col + QR_OPTIONS.margin;
      const y = row + QR_OPTIONS.margin + 0.5;
      path += `${path ? `m${x - penX} ${y - penY}` : `M${x} ${y}`}h${end - col}`;
      penX = x + end - col;
      penY = y;
      col = end;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<path fill="#ffffff" d="M0 0h${side}v${side}H0z"/><path stroke="#000000" d="${path}"/></svg>`
  );
}

/** The QR asking `amount` baht for the PromptPay receiver `id` as a PNG (an inline e-mail image, and the file "Save QR" downloads). */
export async function advanceQrPng(id: string, amount: number): Promise<Buffer> {
  return QRCode.toBuffer(promptPayPayload(id, amount), { ...QR_OPTIONS, type: 'png', width: 320 });
}
