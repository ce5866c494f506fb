/**
 * The one definition of "CJK character" for the whole project (search tokenizer, highlighting, content
 * checks): Han, Hiragana, Katakana and Hangul. Build other patterns from `CJK_CLASS` with `cjkPattern`.
 */
export const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';

/** A Unicode-aware RegExp whose source may use `{CJK}` for the character class's contents. */
export const cjkPattern = (source: string, flags = ''): RegExp =>
  new RegExp(source.replaceAll('{CJK}', CJK_CLASS), `u${flags.replace('u', '')}`);

/** One CJK character. */
export const CJK_CHAR = cjkPattern('[{CJK}]');

/** The number of Han characters in a text (the prose floor of Chinese pages counts these). */
export const countHan = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length;
