// @ts-check
/**
 * The one definition of "CJK character" for the whole project (search tokenizer, highlighting, content
 * checks): Han, Hiragana, Katakana and Hangul. Build other patterns from `CJK_CLASS` with `cjkPattern`.
 * Plain JavaScript so that the Node 20 content checks (`lib/content/source.mjs`) import it as is;
 * TypeScript modules import it through `./cjk`.
 */
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';

/**
 * A Unicode-aware RegExp whose source may use `{CJK}` for the character class's contents.
 * @param {string} source
 * @param {string} [flags]
 * @returns {RegExp}
 */
export const cjkPattern = (source, flags = '') =>
  new RegExp(source.replaceAll('{CJK}', CJK_CLASS), `u${flags.replace('u', '')}`);

/** One CJK character. */
export const CJK_CHAR = cjkPattern('[{CJK}]');

/**
 * The number of Han characters in a text (the prose floor of Chinese pages counts these).
 * @param {string} text
 * @returns {number}
 */
export const countHan = (text) => (text.match(/\p{Script=Han}/gu) ?? []).length;
