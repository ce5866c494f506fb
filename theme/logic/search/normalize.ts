/**
 * Text folding for search: case and accents are ignored (SPEC §5). Folding keeps the length of the
 * string, so an offset found in folded text is the same offset in the original, and highlight ranges
 * can be computed on folded text and shown on the original.
 */
import { cjkPattern } from '../cjk';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// CJK characters fold to themselves: skipping them keeps folding a Chinese page fast.
const NON_ASCII = cjkPattern('[^\\p{ASCII}{CJK}]');
const NON_ASCII_ALL = cjkPattern('[^\\p{ASCII}{CJK}]', 'g');
/** Folded units seen before: Chinese text repeats its characters, and `normalize` is the cost. */
const folded = new Map<string, string>();

/** Folds one UTF-16 code unit: lower case, accents removed, full-width Latin to ASCII; always one unit. */
function foldUnit(unit: string): string {
  const known = folded.get(unit);
  if (known !== undefined) return known;
  let out = unit.toLowerCase();
  if (out.length !== 1) out = unit;
  // NFKC turns full-width `Ａ` into `a`-compatible ASCII; NFD + mark stripping removes accents.
  const compat = out.normalize('NFKC');
  if (compat.length === 1) out = compat.toLowerCase().length === 1 ? compat.toLowerCase() : compat;
  const stripped = out.normalize('NFD').replace(COMBINING_MARKS, '');
  if (stripped.length === 1) out = stripped;
  folded.set(unit, out);
  return out;
}

/** Lower-cases and strips accents without changing the length (offsets stay valid). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // `toLowerCase` keeps the length except for rare letters (`İ`); fold those one unit at a time.
  if (lower.length === text.length) return NON_ASCII.test(lower) ? lower.replace(NON_ASCII_ALL, foldUnit) : lower;
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldUnit(text.charAt(i));
  return out;
}

/** Lower case, letters and digits only: `Share Strategy` and `shareStrategy` compare equal. */
export const compact = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Words so common in questions that a page lacking them should not rank lower, nor light up. */
const OPTIONAL = new Set(
  'a an the to of in on for with and or is are do does how what why when i my can it be by from as at use using 怎么 如何 什么 为什么 怎样 哪些 的 了 吗 呢 是 在 和 与 用 使用 中'.split(
    ' ',
  ),
);

/** Whether a word is one of the optional question words. */
export const isOptionalWord = (term: string): boolean => OPTIONAL.has(term);
