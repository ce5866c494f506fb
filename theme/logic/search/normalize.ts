/**
 * Text folding for search: case and accents are ignored (SPEC §5). Folding keeps the length of the
 * string, so an offset found in folded text is the same offset in the original, and highlight ranges
 * can be computed on folded text and shown on the original.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const foldCache = new Map<string, string>();

/** Folds one UTF-16 code unit: lower case, accents removed, full-width Latin to ASCII; always one unit. */
function foldUnit(unit: string): string {
  const cached = foldCache.get(unit);
  if (cached !== undefined) return cached;
  let out = unit.toLowerCase();
  if (out.length !== 1) out = unit;
  // NFKC turns full-width `Ａ` into `a`-compatible ASCII; NFD + mark stripping removes accents.
  const compat = out.normalize('NFKC');
  if (compat.length === 1) out = compat.toLowerCase().length === 1 ? compat.toLowerCase() : compat;
  const stripped = out.normalize('NFD').replace(COMBINING_MARKS, '');
  if (stripped.length === 1) out = stripped;
  foldCache.set(unit, out);
  return out;
}

/** Lower-cases and strips accents without changing the length (offsets stay valid). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // `toLowerCase` keeps the length except for rare letters (`İ`); fold those one unit at a time.
  if (lower.length === text.length) return NON_ASCII.test(lower) ? lower.replace(NON_ASCII_ALL, foldUnit) : lower;
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i]!);
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;

/** CJK ideographs, kana and hangul: scripts written without spaces between words. */
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether `char` is a full-width character (counts as 3 in snippet widths, SPEC §9). */
export function isFullWidth(char: string): boolean {
  return char.charCodeAt(0) > 255;
}

/** Display width of a string where full-width characters count as 3 (SPEC §9). */
export function textWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += text.charCodeAt(i) > 255 ? 3 : 1;
  return width;
}
