/**
 * A readable diff of two versions of a text, word by word (spaces kept with their word), for Contenuti's history: what a
 * save removed and what it added. Thai is written without spaces between words, so a Thai run is compared character by
 * character instead (a whole sentence marked changed for one word would say nothing). Browser-safe, no dependency.
 */

/** A piece of the diff: unchanged, only in the newer version, or only in the older one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

// A piece: one Thai letter or mark (U+0E00–U+0E7F), a word with the spaces after it, a run of spaces, or a tag's bracket.
const TOKEN = /[\u0E00-\u0E7F]|[^\s\u0E00-\u0E7F<>]+\s*|\s+|[<>]\s*/g;

/** The text cut into the pieces the diff compares. */
export function diffTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

// Neighbouring parts of the same kind become one (so a changed phrase reads as one change, not word by word).
function pushPart(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * How `newer` differs from `older`: their longest common run of pieces kept as `same`, the rest `removed` (older only)
 * before `added` (newer only). Texts are a few hundred words at most, so the quadratic table is small.
 */
export function textDiff(older: string, newer: string): DiffPart[] {
  const a = diffTokens(older);
  const b = diffTokens(newer);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      pushPart(parts, 'same', a[i++]!);
      j++;
    } else if (j >= b.length || (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) pushPart(parts, 'removed', a[i++]!);
    else pushPart(parts, 'added', b[j++]!);
  }
  return parts;
}
